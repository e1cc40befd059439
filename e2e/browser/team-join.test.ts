// A class joins its team (issue 41) in a real browser: the teacher shows the team's code, link and QR code, makes a
// new code or switches it off; a student who opens the link joins (after signing in when signed out), and is told
// in words why not when the code is wrong, old, switched off or not for them; a pasted class list gets a line-by-line
// report. Every test makes its own team and students, so the seeded team stays as seeded.

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  api,
  createTeam,
  loginAs,
  type RegisteredUser,
  registerUser,
  uniqueUsername,
} from '../support/accounts.js';
import { pathnameOf, submitLogin, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

type JoinCode = { code: string; enabled: boolean; url: string };
type TeamDetails = { id: string; name: string; members: { username: string }[]; joinCode: JoinCode | null };

const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A new team of the seeded educator's, with its details as the educator sees them. */
async function newTeam(): Promise<{ educatorToken: string; team: TeamDetails }> {
  const educatorToken = await loginAs('educator');
  const id = await createTeam(educatorToken, `Klass ${uniqueUsername('8B')}`);
  const answer = await api<TeamDetails>('GET', `/api/v2/groups/${id}`, { token: educatorToken });
  expect(answer.body.joinCode?.enabled).toBe(true);
  return { educatorToken, team: answer.body };
}

async function membersOf(educatorToken: string, teamId: string): Promise<string[]> {
  const answer = await api<TeamDetails>('GET', `/api/v2/groups/${teamId}`, { token: educatorToken });
  return answer.body.members.map((member) => member.username);
}

async function joinCodeOf(educatorToken: string, teamId: string): Promise<JoinCode> {
  return (await api<JoinCode>('GET', `/api/v2/groups/${teamId}/join-code`, { token: educatorToken })).body;
}

async function openJoinLink(student: RegisteredUser, code: string, options = {}): Promise<Page> {
  const page = await openPage({ token: student.token, viewport: MOBILE_VIEWPORT, ...options });
  await page.goto(`/join/${code}`);
  return page;
}

describe('a team joined by its code', { timeout: 90_000 }, () => {
  test('when the teacher opens the team, then its code, link and QR code show, a new code replaces the old and the code can be switched off and on', async () => {
    const { educatorToken, team } = await newTeam();
    const first = team.joinCode as JoinCode;
    const page = await openPage({ token: educatorToken, viewport: MOBILE_VIEWPORT });
    await page.goto(`/teams/${team.id}`);
    const section = page.getByRole('region', { name: 'Gå med med kod' });
    await section.getByTestId('team-join-code').getByText(shown(first.code)).waitFor();
    await section.getByText(first.url, { exact: true }).waitFor();
    await section.getByRole('img', { name: `QR-kod till ${first.url}` }).waitFor();
    await saveScreenshot(page, 'team-join-code-mobile');

    // A new code: asked first, then the old one joins no one.
    await section.getByRole('button', { name: 'Ny kod' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Skapa en ny kod?' });
    await dialog.getByText(shown(first.code)).waitFor();
    await dialog.getByRole('button', { name: 'Ny kod' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await joinCodeOf(educatorToken, team.id)).code).not.toBe(first.code);
    const second = await joinCodeOf(educatorToken, team.id);
    await section.getByTestId('team-join-code').getByText(shown(second.code)).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: `Lagets nya kod är ${shown(second.code)}` })
      .waitFor();

    // Switched off: no QR code, a warning, and the server agrees; switched on again: the same code.
    const toggle = section.getByRole('switch', { name: 'Koden är på' });
    // The switch follows the server: it turns once the change is stored.
    await toggle.click();
    await section.getByText('Koden är avstängd').waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await section.getByRole('img', { name: /QR-kod/ }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await joinCodeOf(educatorToken, team.id)).enabled).toBe(false);
    await saveScreenshot(page, 'team-join-code-off');

    const student = await registerUser({ firstName: 'Ines' });
    const refused = await openJoinLink(student, second.code);
    await refused.getByText('Lagets kod är avstängd just nu.', { exact: false }).waitFor();

    await toggle.click();
    await section.getByText('Koden är avstängd').waitFor({ state: 'detached' });
    expect(await toggle.isChecked()).toBe(true);
    expect(await joinCodeOf(educatorToken, team.id)).toEqual({ ...second, enabled: true });

    const desktop = await openPage({ token: educatorToken, colorScheme: 'dark', storage: { theme: 'dark' } });
    await desktop.goto(`/teams/${team.id}`);
    await desktop.getByRole('img', { name: `QR-kod till ${second.url}` }).waitFor();
    await saveScreenshot(desktop, 'team-join-code-dark');
  });

  test('when a signed-out student opens the link, then they sign in and join the team, and opening it again says they are in already', async () => {
    const { educatorToken, team } = await newTeam();
    const code = (team.joinCode as JoinCode).code;
    const student = await registerUser({ firstName: 'Vera' });
    const page = await openPage({ viewport: MOBILE_VIEWPORT });
    // The link as typed from the board: small letters, the dash.
    await page.goto(`/join/${shown(code).toLowerCase()}`);
    await waitForPath(page, '/login');
    await submitLogin(page, student.username, student.password);
    await page.getByText(`Du är nu med i ${team.name}.`).waitFor();
    expect(pathnameOf(page)).toBe(`/join/${shown(code).toLowerCase()}`);
    expect(await membersOf(educatorToken, team.id)).toEqual([student.username]);
    await saveScreenshot(page, 'team-joined');

    await page.reload();
    await page.getByText(`Du är redan med i ${team.name}.`).waitFor();
    await page.getByRole('link', { name: 'Visa laget' }).click();
    await waitForPath(page, `/teams/${team.id}`);
    await page.getByRole('heading', { name: team.name, level: 1 }).waitFor();
    // A member sees no code: it is the teacher's to hand out.
    expect(await page.getByRole('region', { name: 'Gå med med kod' }).count()).toBe(0);
  });

  test('when the code is wrong, cut short, or opened by a teacher, then each says what is wrong, in Swedish and English', async () => {
    const student = await registerUser();
    const cutShort = await openJoinLink(student, 'ABC2');
    await cutShort.getByText('Länken innehåller ingen giltig lagkod.', { exact: false }).waitFor();

    // No team has this code (a well-formed code nobody was given: a code has no 0, 1, I, L or O, so none is ZZZZ).
    const unknown = await openJoinLink(student, 'ZZZZ-ZZZZ', { storage: { language: 'en' } });
    await unknown.getByText('No team has this code.', { exact: false }).waitFor();
    await saveScreenshot(unknown, 'team-join-unknown-en');

    const { educatorToken, team } = await newTeam();
    const teacher = await openPage({ token: educatorToken });
    await teacher.goto(`/join/${(team.joinCode as JoinCode).code}`);
    await teacher.getByText('Bara elever går med i ett lag med kod.', { exact: false }).waitFor();
    expect(await membersOf(educatorToken, team.id)).toEqual([]);
  });

  test('when the teacher pastes a class list, then each line is reported and the students found are added', async () => {
    const { educatorToken, team } = await newTeam();
    const byUsername = await registerUser({ firstName: 'Alva', lastName: 'Berg' });
    const byEmail = await registerUser({ firstName: 'Bo', lastName: 'Ek' });
    const missing = uniqueUsername('nobody');
    const page = await openPage({ token: educatorToken, viewport: MOBILE_VIEWPORT });
    await page.goto(`/teams/${team.id}`);
    await page.getByRole('button', { name: 'Klistra in en lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Klistra in en lista' });
    await dialog
      .getByRole('textbox', { name: 'Elever' })
      .fill(
        [
          byUsername.username,
          byEmail.email.toUpperCase(),
          missing,
          'educator',
          'Anna Svensson',
          byUsername.username,
        ].join('\n'),
      );
    await dialog.getByRole('button', { name: 'Lägg till alla' }).click();
    const report = dialog.getByRole('list', { name: 'Resultat rad för rad' });
    await report.waitFor();
    await dialog
      .getByRole('status')
      .filter({ hasText: '2 elever tillagda · 3 rader behöver rättas' })
      .waitFor();
    const rows = await report.getByRole('listitem').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      `Rad 1: ${byUsername.username} Tillagd: Alva Berg`,
      `Rad 2: ${byEmail.email.toUpperCase()} Tillagd: Bo Ek`,
      `Rad 3: ${missing} Inget konto har det användarnamnet eller den e-postadressen`,
      'Rad 4: educator Erik Johansson är lärare eller administratör och läggs inte till som elev',
      'Rad 5: Anna Svensson Varken ett användarnamn eller en e-postadress',
      `Rad 6: ${byUsername.username} Samma elev som en rad ovanför`,
    ]);
    await saveScreenshot(page, 'team-member-list-report');
    expect((await membersOf(educatorToken, team.id)).sort()).toEqual(
      [byUsername.username, byEmail.username].sort(),
    );
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await page.getByRole('list', { name: 'Medlemmar' }).getByText('Alva Berg').waitFor();
    await page.getByRole('list', { name: 'Medlemmar' }).getByText('Bo Ek').waitFor();
  });
});
