// Teams in a real browser: a member of several teams picks one first (one gate for the menu, the welcome buttons and
// typed addresses), a member of one team has it picked for them, someone without a team sees why, a removed member
// is refused, an educator creates a team and manages its members, and an admin finds one team among many by a search.
// Every test works on freshly registered students so the seeded team stays as seeded.

import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
  addTeamMember,
  api,
  createTeam,
  deleteTeam,
  loginAs,
  registerUser,
  SEED_TEAM_NAME,
  seedTeam,
  uniqueUsername,
} from '../support/accounts.js';
import { openMenu, pathnameOf, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

/** A new student who is in the seeded team but has not chosen it yet (like the seeded student). */
async function studentInSeedTeam() {
  const team = await seedTeam();
  const student = await registerUser({ firstName: 'Nils' });
  await addTeamMember(await loginAs('educator'), team.id, student.username);
  return { team, student };
}

/** A new student in the seeded team and one more, who has picked neither: they must pick one themselves. */
async function studentInTwoTeams() {
  const { team, student } = await studentInSeedTeam();
  const educatorToken = await loginAs('educator');
  const otherName = `Klass ${uniqueUsername('9B')}`;
  const otherId = await createTeam(educatorToken, otherName);
  await addTeamMember(educatorToken, otherId, student.username);
  return { team, other: { id: otherId, name: otherName }, student };
}

/** SPEC §8's toast, shown as the gate sends the student to team selection. */
async function expectSentToTeamSelection(page: Page): Promise<void> {
  await page.getByRole('alert').filter({ hasText: 'Välj ditt lag först' }).waitFor();
  await waitForPath(page, '/teams');
  await page.getByText('Klicka på ditt lag för att fortsätta.').waitFor();
}

describe('team selection', { timeout: 60_000 }, () => {
  test('when a member of two teams has picked none, then the menu, the welcome buttons and a typed address all lead to team selection first', async () => {
    const { team, student } = await studentInTwoTeams();

    // The menu.
    const viaMenu = await openPage({ token: student.token });
    await viaMenu.goto('/');
    await viaMenu.getByRole('heading', { name: 'Välkommen, Nils!' }).waitFor();
    const menu = await openMenu(viaMenu);
    await menu.getByRole('link', { name: 'Välj kurs' }).click();
    await expectSentToTeamSelection(viaMenu);
    await menu.waitFor({ state: 'hidden' });
    await saveScreenshot(viaMenu, 'teams-select-first');

    // The welcome screen's buttons.
    const viaWelcome = await openPage({
      token: student.token,
      colorScheme: 'dark',
      storage: { theme: 'dark' },
    });
    await viaWelcome.goto('/');
    await viaWelcome.getByRole('link', { name: 'Starta nytt quiz' }).click();
    await expectSentToTeamSelection(viaWelcome);
    await saveScreenshot(viaWelcome, 'teams-select-first-dark');

    // A typed address, which is also where the student goes on to once a team is picked.
    const typed = await openPage({ token: student.token, viewport: MOBILE_VIEWPORT });
    await typed.goto('/profile');
    await expectSentToTeamSelection(typed);
    await saveScreenshot(typed, 'teams-select-first-mobile');
    const choice = typed.getByRole('button', { name: new RegExp(SEED_TEAM_NAME) });
    // The teacher by name, not username (issue 41).
    expect(await choice.textContent()).toContain('Lärare Erik Johansson');
    const selected = typed.waitForResponse((response) => response.url().endsWith('/api/v2/users/me/group'));
    await choice.click();
    expect((await selected).status()).toBe(200);
    await waitForPath(typed, '/profile');
    await typed
      .getByRole('alert')
      .filter({ hasText: `Laget ${SEED_TEAM_NAME} är valt` })
      .waitFor();
    const me = await api<{ userGroup: string | null }>('GET', '/api/v2/users/me', { token: student.token });
    expect(me.body.userGroup).toBe(team.id);

    // With a team chosen every way leads straight on, and the team page marks the current team.
    await (await openMenu(typed)).getByRole('link', { name: 'Välj kurs' }).click();
    await waitForPath(typed, '/courses');
    await typed.goto('/profile');
    await typed.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    expect(pathnameOf(typed)).toBe('/profile');
    await (await openMenu(typed)).getByRole('link', { name: 'Lag' }).click();
    await waitForPath(typed, '/teams');
    await typed
      .getByRole('button', { name: new RegExp(SEED_TEAM_NAME) })
      .getByText('Valt')
      .waitFor();
    await saveScreenshot(typed, 'teams-current');
  });

  test('when a student is in exactly one team and has picked none, then it is picked for them in the background: the course list shows without waiting, and the pick lands after', async () => {
    const { team, student } = await studentInSeedTeam();
    const page = await openPage({ token: student.token });
    // The automatic pick is held until the course list is on screen.
    let releasePick = () => {};
    const pickHeld = new Promise<void>((resolve) => {
      releasePick = resolve;
    });
    await page.route('**/api/v2/users/me/group', async (route) => {
      if (route.request().method() === 'PUT') await pickHeld;
      await route.continue();
    });
    const pickSent = page.waitForRequest(
      (request) => request.url().endsWith('/api/v2/users/me/group') && request.method() === 'PUT',
    );
    await page.goto('/courses');
    await pickSent;
    await page.getByRole('list', { name: 'Välj kurs' }).getByRole('listitem').first().waitFor();

    const picked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v2/users/me/group') && response.request().method() === 'PUT',
    );
    releasePick();
    expect((await picked).status()).toBe(200);
    expect(pathnameOf(page)).toBe('/courses');
    expect(await page.getByRole('alert').filter({ hasText: 'Välj ditt lag först' }).count()).toBe(0);
    const me = await api<{ userGroup: string | null }>('GET', '/api/v2/users/me', { token: student.token });
    expect(me.body.userGroup).toBe(team.id);
    // What shows the current team learns of the pick in the same page, without a reload.
    await (await openMenu(page)).getByRole('link', { name: 'Lag' }).click();
    await page
      .getByRole('button', { name: new RegExp(SEED_TEAM_NAME) })
      .getByText('Valt')
      .waitFor();
  });

  test('when the member was removed from the team meanwhile, then choosing it says there is no permission', async () => {
    const { team, student } = await studentInTwoTeams();
    const page = await openPage({ token: student.token });
    await page.goto('/teams');
    const choice = page.getByRole('button', { name: new RegExp(SEED_TEAM_NAME) });
    await choice.waitFor();

    const me = await api<{ id: string }>('GET', '/api/v2/users/me', { token: student.token });
    const removed = await api('DELETE', `/api/v2/groups/${team.id}/members/${me.body.id}`, {
      token: await loginAs('educator'),
    });
    expect(removed.status).toBeLessThan(300);

    await choice.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Du har inte behörighet att visa den här sidan.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/teams');
    // Refused, not logged out.
    await page.getByRole('button', { name: 'Öppna menyn' }).waitFor();
    await saveScreenshot(page, 'teams-no-permission');
  });

  test('when a user is in no team, then the team page says so and how to join', async () => {
    const loner = await registerUser();
    const page = await openPage({ token: loner.token, viewport: MOBILE_VIEWPORT });
    await page.goto('/teams');
    await page.getByText('Du är inte med i något lag än').waitFor();
    await page.getByText(`Din lärare kan lägga till dig med ditt användarnamn, ${loner.username}.`).waitFor();
    expect(await page.getByRole('button', { name: 'Skapa lag' }).count()).toBe(0);
    await saveScreenshot(page, 'teams-empty-mobile');

    // Nothing is required of them: the menu goes straight on.
    await (await openMenu(page)).getByRole('link', { name: 'Välj kurs' }).click();
    await waitForPath(page, '/courses');
  });

  test('when a member opens their team, then they see who is in it but cannot change it', async () => {
    const { team, student } = await studentInSeedTeam();
    const page = await openPage({ token: student.token });
    await page.goto(`/teams/${team.id}`);
    await page.getByRole('heading', { name: SEED_TEAM_NAME, level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Medlemmar' }).getByText(`@${student.username}`).waitFor();
    expect(await page.getByRole('button', { name: 'Lägg till' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Ta bort / }).count()).toBe(0);
    await saveScreenshot(page, 'team-member-view');
  });

  test('when someone outside a team opens it, then it says there is no permission', async () => {
    const team = await seedTeam();
    const outsider = await registerUser();
    const page = await openPage({ token: outsider.token });
    await page.goto(`/teams/${team.id}`);
    await page.getByText('Du har inte behörighet att visa den här sidan.').waitFor();
    // Refused, not logged out.
    await page.getByRole('button', { name: 'Öppna menyn' }).waitFor();
    await saveScreenshot(page, 'team-no-permission');
  });
});

describe('team management', { timeout: 40_000 }, () => {
  test('when an educator creates a team, then they can add members by username and remove them', async () => {
    const newcomer = await registerUser({ firstName: 'Ture', lastName: 'Berg' });
    const teamName = `Klass ${uniqueUsername('7B')}`;
    const page = await openPage({ token: await loginAs('educator') });
    await page.goto('/teams');
    await page.getByRole('heading', { name: 'Lag du hanterar' }).waitFor();
    await page.getByRole('link', { name: new RegExp(SEED_TEAM_NAME) }).waitFor();
    await saveScreenshot(page, 'teams-educator');

    await page.getByRole('button', { name: 'Skapa lag' }).click();
    await page.getByText('Ange ett namn på laget.').waitFor();
    await page.getByRole('textbox', { name: 'Namn på det nya laget' }).fill(teamName);
    await page.getByRole('button', { name: 'Skapa lag' }).click();
    await page.waitForURL((url) => /^\/teams\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: teamName, level: 1 }).waitFor();
    await page.getByText('Inga medlemmar än').waitFor();
    await saveScreenshot(page, 'team-created');

    const username = page.getByRole('textbox', { name: 'Användarnamn' });
    await username.fill('ingen-sadan-anvandare');
    await page.getByRole('button', { name: 'Lägg till' }).click();
    await page.getByText('Det finns ingen användare som heter ingen-sadan-anvandare.').waitFor();

    await username.fill(newcomer.username);
    await page.getByRole('button', { name: 'Lägg till' }).click();
    await page.getByRole('list', { name: 'Medlemmar' }).getByText('Ture Berg').waitFor();
    expect(await username.inputValue()).toBe('');
    await saveScreenshot(page, 'team-member-added');

    await username.fill(newcomer.username);
    await page.getByRole('button', { name: 'Lägg till' }).click();
    await page.getByText(`${newcomer.username} är redan med i laget.`).waitFor();

    const groups = await api<{ name: string }[]>('GET', '/api/v2/users/me/groups', { token: newcomer.token });
    expect(groups.body.map((group) => group.name)).toContain(teamName);

    await page.getByRole('button', { name: 'Ta bort Ture Berg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort medlem?' });
    await dialog.waitFor();
    await saveScreenshot(page, 'team-remove-dialog');
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Inga medlemmar än').waitFor();

    await page.getByRole('link', { name: 'Alla lag' }).click();
    await waitForPath(page, '/teams');
    await page
      .getByRole('link', { name: new RegExp(teamName) })
      .getByText('0 medlemmar')
      .waitFor();
  });

  test('when an admin opens the teams page, then every team shows with its teacher, and one they are not in opens for managing its members', async () => {
    const educator = await loginAs('educator');
    const teamName = `Klass ${uniqueUsername('6A')}`;
    await createTeam(educator, teamName);
    const student = await registerUser({ firstName: 'Vera', lastName: 'Ek' });
    const page = await openPage({ token: await loginAs('admin'), viewport: MOBILE_VIEWPORT });
    await page.goto('/teams');
    const every = page.getByRole('list', { name: 'Alla lag' });
    const row = every.getByRole('link', { name: new RegExp(teamName) });
    await row.getByText('Lärare Erik Johansson · 0 medlemmar').waitFor();
    await every.getByRole('link', { name: new RegExp(SEED_TEAM_NAME) }).waitFor();
    await saveScreenshot(page, 'teams-admin-every-team-mobile');

    await row.click();
    await page.getByRole('heading', { name: teamName, level: 1 }).waitFor();
    await page.getByText('Lärare Erik Johansson · 0 medlemmar').waitFor();
    await page.getByRole('textbox', { name: 'Användarnamn' }).fill(student.username);
    await page.getByRole('button', { name: 'Lägg till' }).click();
    await page.getByRole('list', { name: 'Medlemmar' }).getByText('Vera Ek').waitFor();
  });

  test('when an admin searches every team, then the list narrows by team and teacher, and a long list shows a page at a time', async () => {
    const admin = await loginAs('admin');
    const prefix = uniqueUsername('Sök');
    // Numbered "nr-07", not "07": a search for one team's number must not find it inside the random prefix too
    // (a prefix holding "51" once made "… 51" match all 51).
    const names = Array.from(
      { length: 51 },
      (_team, index) => `${prefix} nr-${String(index + 1).padStart(2, '0')}`,
    );
    const ids: string[] = [];
    // Deleted again however the test ends: the admin's lists in later tests are not 51 teams longer.
    onTestFinished(async () => {
      for (const id of ids) await deleteTeam(admin, id);
    });
    for (const name of names) ids.push(await createTeam(admin, name));
    const [seventh, last] = [`${prefix} nr-07`, `${prefix} nr-51`];
    const page = await openPage({ token: admin });
    await page.goto('/teams');
    const section = page.getByRole('region', { name: 'Alla lag' });
    const search = section.getByRole('searchbox', { name: 'Sök bland alla lag' });
    const every = section.getByRole('list', { name: 'Alla lag' });
    const count = (text: RegExp) => section.getByRole('status').filter({ hasText: text });

    // Accents and case aside: "SÖK_…" and "sok_…" find the same teams.
    await search.fill(prefix.toUpperCase().replace('Ö', 'O'));
    await count(/^51 av \d+ lag matchar$/).waitFor();
    await expect.poll(() => every.getByRole('link').count()).toBe(50);
    await section.getByRole('button', { name: 'Visa den sista' }).click();
    const lastLink = every.getByRole('link', { name: new RegExp(last) });
    await lastLink.waitFor();
    expect(await every.getByRole('link').count()).toBe(51);
    expect(await section.getByRole('button', { name: /^Visa / }).count()).toBe(0);
    // The button is gone with the last page: the focus is on the first row it showed, not lost to the page.
    await expect.poll(() => lastLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'teams-admin-search');

    // One word of the name and one of the teacher's name or username.
    await search.fill(`${seventh} admin`);
    await count(/^1 av \d+ lag matchar$/).waitFor();
    await every
      .getByRole('link', { name: new RegExp(seventh) })
      .getByText('Lärare Astrid Lindqvist · 0 medlemmar')
      .waitFor();
    await search.fill(`${seventh} astrid`);
    await count(/^1 av \d+ lag matchar$/).waitFor();
    await search.fill(`${seventh} educator`);
    await section.getByText(`Inget lag matchar ”${seventh} educator”`).waitFor();
    expect(await every.count()).toBe(0);

    // Cleared, the whole list is back, a page of it.
    await search.fill('');
    await count(/^\d+ lag$/).waitFor();
    await expect.poll(() => every.getByRole('link').count()).toBe(50);

    // The admin's own teams, now many too, have a search of their own.
    const own = page.getByRole('region', { name: 'Lag du hanterar' });
    await own.getByRole('searchbox', { name: 'Sök bland dina lag' }).fill(last);
    await own
      .getByRole('list', { name: 'Lag du hanterar' })
      .getByRole('link', { name: new RegExp(last) })
      .waitFor();
    expect(await own.getByRole('list', { name: 'Lag du hanterar' }).getByRole('link').count()).toBe(1);
  });

  test('when someone other than an admin opens the teams page, then there is no list of every team', async () => {
    const page = await openPage({ token: await loginAs('educator') });
    await page.goto('/teams');
    await page.getByRole('heading', { name: 'Lag du hanterar' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Alla lag' }).count()).toBe(0);
  });

  test('when the team pages are shown in the dark theme on a phone, then they fit the screen', async () => {
    const team = await seedTeam();
    const page = await openPage({
      token: await loginAs('educator'),
      viewport: MOBILE_VIEWPORT,
      storage: { theme: 'dark' },
    });
    await page.goto(`/teams/${team.id}`);
    await page.getByRole('heading', { name: SEED_TEAM_NAME, level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Medlemmar' }).getByText('@student').waitFor();
    expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    await saveScreenshot(page, 'team-mobile-dark');
  });
});
