// The UI layer's components on one page, for web/test/ui-components.test.ts to drive in Chromium. `?theme=dark`
// sets the data attribute the app sets from lib/theme-mode.ts. The page's styles are the app's: the tokens and the
// baseline on them, as index.html links them.
import '@/components/ui/tokens.css';
import '@/components/ui/baseline.css';
import './gallery.css';
import { CircleCheck, Pencil, Settings, Trash2, UserCog } from 'lucide-react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, Switch } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Divider } from '@/components/ui/divider';
import { Cluster, Stack } from '@/components/ui/layout';
import { Link } from '@/components/ui/link';
import { List, ListItem, ListItemButton, ListItemLink } from '@/components/ui/list';
import { MatchingPicker, matchingAnswer } from '@/components/ui/matching-picker';
import { MathText } from '@/components/ui/math-text';
import { Menu, MenuItem, MenuLink, MenuSeparator } from '@/components/ui/menu';
import { Progress } from '@/components/ui/progress';
import { Radio, RadioGroup } from '@/components/ui/radio-group';
import { SelectField, SelectOption } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableFoot,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { ToastProvider, useToast } from '@/components/ui/toast';
import { Tooltip } from '@/components/ui/tooltip';
import { PHONE, useMediaQuery } from '@/hooks/use-media-query';
import { initI18n, otherScreenTexts } from '@/lib/i18n';
import { searchByWords } from '@/lib/lenient-search';

const theme = new URLSearchParams(location.search).get('theme');
if (theme) document.documentElement.dataset.theme = theme;

function DialogExample() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none');
  const close = (choice: string) => {
    setAnswer(choice);
    setOpen(false);
  };
  return (
    <section>
      <h2>Dialog</h2>
      <Button variant="outline" tone="danger" onClick={() => setOpen(true)}>
        Delete course
      </Button>
      <p>Answer: {answer}</p>
      <Dialog
        open={open}
        onClose={() => close('dismissed')}
        alert
        title="Delete the course?"
        description="Its questions go with it."
        actions={
          <>
            <Button variant="text" onClick={() => close('cancel')}>
              Cancel
            </Button>
            <Button tone="danger" onClick={() => close('delete')}>
              Delete
            </Button>
          </>
        }
      />
    </section>
  );
}

function ConfirmDialogExample() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <section>
      <h2>ConfirmDialog</h2>
      <Button variant="outline" tone="danger" onClick={() => setOpen(true)}>
        Delete team
      </Button>
      <p>Team deleted: {deleted ? 'yes' : 'no'}</p>
      <ConfirmDialog
        open={open}
        title="Delete the team?"
        text="Its members leave it."
        confirmLabel="Delete the team"
        pending={pending}
        // The deletion takes a moment, long enough to see the dialog wait.
        onConfirm={() => {
          setPending(true);
          setTimeout(() => {
            setPending(false);
            setDeleted(true);
            setOpen(false);
          }, 300);
        }}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}

function ButtonsExample() {
  const [presses, setPresses] = useState(0);
  const [loading, setLoading] = useState(false);
  return (
    <section>
      <h2>Buttons</h2>
      <Cluster>
        <Button onClick={() => setPresses(presses + 1)} loading={loading}>
          Save
        </Button>
        <Button variant="outline" icon={<Pencil />} onClick={() => setLoading(!loading)}>
          {loading ? 'Stop loading' : 'Start loading'}
        </Button>
        <Button variant="text">Cancel</Button>
        <Button disabled>Disabled</Button>
        <ButtonLink to="/start" variant="outline">
          Start the quiz
        </ButtonLink>
        {/* Every solid tone, so the gallery's axe run reads each text on its fill in both themes. */}
        <Button tone="danger">Discard the draft</Button>
        <Button tone="warning">Reset the scores</Button>
        <Button tone="neutral">Archive</Button>
      </Cluster>
      <p>
        Read the <Link to="/help">help</Link> first.
      </p>
      <p>Presses: {presses}</p>
    </section>
  );
}

function FieldsExample() {
  const [name, setName] = useState('');
  return (
    <section>
      <h2>Fields</h2>
      <Stack>
        <TextField
          label="Course name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          hint="Shown to students"
          error={name.length > 5 ? 'At most 5 characters' : undefined}
          fullWidth
        />
        <TextField label="Description" multiline rows={2} fullWidth />
        <Checkbox label="Shuffle the options" />
        <Switch label="Published" />
      </Stack>
    </section>
  );
}

function FeedbackExample() {
  return (
    <section>
      <h2>Feedback</h2>
      <Stack>
        <Alert
          tone="error"
          action={
            <Button variant="text" tone="neutral" size="small">
              Try again
            </Button>
          }
        >
          The courses could not be loaded.
        </Alert>
        <Alert tone="warning">Your trial ends tomorrow.</Alert>
        <Alert tone="info" title="Tip">
          Answer with the keys 1–4.
        </Alert>
        {/* Filled, as every toast is, in each tone: axe checks each one's contrast in light and dark. */}
        <Alert tone="success" filled>
          Saved.
        </Alert>
        <Alert tone="info" filled>
          A new version is ready.
        </Alert>
        <Alert tone="warning" filled>
          The connection is slow.
        </Alert>
        <Alert tone="error" filled>
          The answer could not be saved.
        </Alert>
        <Card>
          <Stack gap={1}>
            <strong>A card</strong>
            <Progress label="Questions answered" value={40} />
            <Progress label="Loading" />
            <Skeleton width="60%" />
            <Spinner label="Loading the list" />
          </Stack>
        </Card>
      </Stack>
    </section>
  );
}

// Plain text stays as typed (single dollars are prices); math is typeset; LaTeX KaTeX cannot read shows as its
// source, with the reason after it as the question editor's preview shows it.
function MathTextExample() {
  return (
    <section>
      <h2>MathText</h2>
      <Stack gap={1}>
        <p className="math-text" data-example="plain">
          <MathText text={'It costs $5 and $6.\nA second line.'} />
        </p>
        <p className="math-text" data-example="math">
          <MathText text={'Simplify \\(\\frac{a}{b}\\) and\n$$x^2 + y^2 = r^2$$\nthen go on.'} />
        </p>
        <p className="math-text" data-example="error">
          <MathText text={'A typo: \\(x^2^3\\)'} errorLabel="cannot be read" />
        </p>
      </Stack>
    </section>
  );
}

function MenuExample() {
  const [chosen, setChosen] = useState('none');
  return (
    <section>
      <h2>Menu</h2>
      <Menu trigger={<IconButton label="Course actions" icon={<Settings />} />}>
        <MenuItem onSelect={() => setChosen('edit')}>Edit</MenuItem>
        <MenuItem onSelect={() => setChosen('copy')}>Copy</MenuItem>
        <MenuSeparator />
        <MenuLink to="/elsewhere">Open elsewhere</MenuLink>
      </Menu>
      <p>Chosen: {chosen}</p>
    </section>
  );
}

function TableExample() {
  return (
    <section>
      <h2>Table</h2>
      <Stack>
        <Table caption="Results by student" dense>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Student</TableHeaderCell>
              <TableHeaderCell hideOnPhone>Email address</TableHeaderCell>
              <TableHeaderCell numeric>Answered</TableHeaderCell>
              <TableHeaderCell numeric>Correct</TableHeaderCell>
              <TableHeaderCell>State</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableHeaderCell scope="row" minWidth={120}>
                Astrid Lindgren
              </TableHeaderCell>
              <TableCell hideOnPhone wrap="anywhere">
                astrid.lindgren@example.com
              </TableCell>
              <TableCell numeric>120</TableCell>
              <TableCell numeric>98</TableCell>
              <TableCell>
                <Badge tone="success" variant="outline" size="small">
                  Finished
                </Badge>
              </TableCell>
            </TableRow>
            <TableRow struck>
              <TableHeaderCell scope="row">Nils Holgersson</TableHeaderCell>
              <TableCell hideOnPhone>nils@example.com</TableCell>
              <TableCell numeric>7</TableCell>
              <TableCell numeric>3</TableCell>
              <TableCell>
                <Badge tone="warning" variant="outline" size="small">
                  Paused
                </Badge>
              </TableCell>
            </TableRow>
          </TableBody>
          <TableFoot>
            <TableRow>
              <TableCell weight="bold">Total</TableCell>
              <TableCell hideOnPhone />
              <TableCell numeric weight="bold">
                127
              </TableCell>
              <TableCell numeric weight="bold">
                101
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFoot>
        </Table>
        <Table aria-label="Import preview" stickyHeader maxHeight={160} outlined dense>
          <TableHead>
            <TableRow>
              {['Question', 'Right answer', 'Wrong answer 1', 'Wrong answer 2', 'Explanation'].map(
                (heading) => (
                  <TableHeaderCell key={heading} wrap="nowrap">
                    {heading}
                  </TableHeaderCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {[1, 2, 3, 4, 5, 6].map((row) => (
              <TableRow key={row}>
                <TableCell wrap="nowrap">What is the capital of country {row}?</TableCell>
                <TableCell wrap="nowrap">City {row}</TableCell>
                <TableCell wrap="nowrap">Another city</TableCell>
                <TableCell wrap="nowrap">A third city</TableCell>
                <TableCell wrap="nowrap">It has been the capital since the middle ages.</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Table aria-label="Usage per month" outlined>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Month</TableHeaderCell>
              <TableHeaderCell align="center">Requests</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell wrap="nowrap">January 2026</TableCell>
              <TableCell align="center">12</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Stack>
    </section>
  );
}

function BadgesExample() {
  const phone = useMediaQuery(PHONE);
  return (
    <section>
      <h2>Badges and avatars</h2>
      <Stack>
        <Cluster>
          <Badge>Neutral</Badge>
          <Badge tone="primary" variant="outline">
            Ada
          </Badge>
          <Badge tone="info">Info</Badge>
          <Badge tone="success" size="small" icon={<CircleCheck />}>
            Yes
          </Badge>
          <Badge tone="warning" size="small">
            Reconnecting
          </Badge>
          <Badge tone="danger" variant="outline">
            Closed
          </Badge>
          <Badge tone="danger" size="small">
            Overdue
          </Badge>
          <Badge variant="outline" size="small">
            Simulated
          </Badge>
        </Cluster>
        <Divider />
        <Cluster>
          <Avatar>A</Avatar>
          <Avatar tone="primary" label="Ada Lovelace">
            AL
          </Avatar>
          <Avatar tone="secondary" size="small">
            <UserCog />
          </Avatar>
        </Cluster>
        <p>Screen: {phone ? 'phone' : 'wide'}</p>
      </Stack>
    </section>
  );
}

function ListExample() {
  const [removed, setRemoved] = useState('nobody');
  const [chosen, setChosen] = useState('none');
  return (
    <section>
      <h2>List</h2>
      <Stack>
        <Card padding={0}>
          <List dividers aria-label="Members">
            <ListItem
              leading={<Avatar>A</Avatar>}
              primary="Astrid Lindgren with a name long enough to need an ellipsis on a phone"
              secondary="@astrid"
              noWrap
              actions={
                <IconButton label="Remove Astrid" icon={<Trash2 />} onClick={() => setRemoved('Astrid')} />
              }
            />
            <ListItem leading={<Avatar>N</Avatar>} primary="Nils Holgersson" secondary="@nils" />
          </List>
        </Card>
        <p>Removed: {removed}</p>
        <Card padding={0}>
          <List dividers aria-label="Teams">
            <ListItemLink
              to="/teams/1"
              leading={
                <Avatar tone="secondary">
                  <UserCog />
                </Avatar>
              }
              primary="Class 9B"
              secondary="24 members"
            />
            <ListItemButton onClick={() => setChosen('9C')} selected={chosen === '9C'} primary="Class 9C" />
          </List>
        </Card>
        <p>Team picked: {chosen}</p>
      </Stack>
    </section>
  );
}

function ChoicesExample() {
  const [order, setOrder] = useState('ORDER');
  const [correct, setCorrect] = useState('');
  const [language, setLanguage] = useState('sv');
  const [course, setCourse] = useState('');
  return (
    <section>
      <h2>Choices</h2>
      <Stack>
        <RadioGroup name="orderType" label="Question order" value={order} onChange={setOrder} row>
          <Radio value="ORDER" label="In order" />
          <Radio value="RANDOM" label="Random" />
        </RadioGroup>
        <p>Order: {order}</p>
        <RadioGroup name="correctIndex" aria-label="Right answer" value={correct} onChange={setCorrect}>
          {['A', 'B'].map((label, index) => (
            <Cluster key={label} gap={1}>
              <Tooltip title={`Mark ${label} right`}>
                <Radio value={String(index)} aria-label={`Option ${label} is right`} tone="success" />
              </Tooltip>
              <span>Option {label}</span>
            </Cluster>
          ))}
        </RadioGroup>
        <SelectField
          name="language"
          label="Language"
          value={language}
          onChange={setLanguage}
          hint="The language of the questions"
          minWidth={220}
        >
          <SelectOption value="sv" lang="sv">
            Svenska
          </SelectOption>
          <SelectOption value="en" lang="en">
            English
          </SelectOption>
        </SelectField>
        <p>Language: {language}</p>
        <SelectField
          name="course"
          label="Course"
          value={course}
          onChange={setCourse}
          error={course === '' ? 'Choose a course' : undefined}
          required
          fullWidth
        >
          <SelectOption value="geo">
            Geography of the Nordic countries and their neighbours in the Baltic
          </SelectOption>
          <SelectOption value="hist">History</SelectOption>
        </SelectField>
      </Stack>
    </section>
  );
}

/** A matching question answered by a select per left item, as the drill and a live game's phone show it. */
function MatchingExample() {
  const [picks, setPicks] = useState<(string | null)[]>([null, null]);
  return (
    <section aria-labelledby="matching-title">
      <h2 id="matching-title">Matching</h2>
      <MatchingPicker
        prompts={['Sverige', 'Norge']}
        choices={[
          { optionLabel: 'A', optionText: 'Köpenhamn' },
          { optionLabel: 'B', optionText: 'Oslo' },
          { optionLabel: 'C', optionText: 'Stockholm' },
        ]}
        picks={picks}
        onChange={setPicks}
        noneLabel="Choose …"
        lang="sv"
      />
      <p>Matching answer: {matchingAnswer(picks)}</p>
    </section>
  );
}

type Team = { id: string; name: string; teacher: string };

/** Sixty teams: more than the combobox lists at once, and one with a name long enough to wrap on a phone. */
const TEAMS: Team[] = Array.from({ length: 60 }, (_, index) => ({
  id: String(index + 1),
  name:
    index === 2
      ? 'Class 03 with a name long enough to wrap on a phone'
      : `Class ${String(index + 1).padStart(2, '0')}`,
  teacher: index % 2 === 0 ? 'Lindqvist' : 'Berg',
}));

function ComboboxExample() {
  const [team, setTeam] = useState('');
  return (
    <section>
      <h2>Combobox</h2>
      <Combobox
        name="team"
        label="Team"
        options={TEAMS}
        value={team}
        onChange={setTeam}
        keyOf={(option) => option.id}
        inputTextOf={(option) => option.name}
        optionText={(option) => `${option.name} (${option.teacher})`}
        search={(options, query) =>
          searchByWords(options, query, (option) => `${option.name} ${option.teacher}`)
        }
        noMatchText={(query) => `No team matches “${query}”`}
        moreText={(shown, total) => `Showing ${shown} of ${total} teams. Type to find others.`}
        clearText="Clear the chosen team"
        noneText="No team"
        hint="A name or a teacher"
      />
      <p>Team: {team || 'none'}</p>
      <Button variant="text">After the team</Button>
    </section>
  );
}

function ToastExample() {
  const toast = useToast();
  return (
    <section>
      <h2>Toast</h2>
      <Cluster>
        <Button variant="outline" onClick={() => toast({ message: 'The course is saved' })}>
          Save with a toast
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast({ message: 'Could not save.\nThe server is away.', severity: 'error', durationMs: 600_000 })
          }
        >
          Fail with a toast
        </Button>
        <Button
          variant="outline"
          onClick={() => toast({ message: 'Questions saved', closeLabel: 'Done', durationMs: 600_000 })}
        >
          Toast with Done
        </Button>
        <Tooltip title="Starts over from the first question">
          <Button variant="text">Restart</Button>
        </Tooltip>
      </Cluster>
    </section>
  );
}

// The confirm dialog says "Cancel" in the app's texts, the combobox's buttons name the list in the rest of them.
await initI18n();
await otherScreenTexts();

// In StrictMode, as the app renders (main.tsx): an effect that does not survive being run twice shows here too.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MemoryRouter>
      <ToastProvider>
        <Stack as="main" gap={3} className="gallery">
          <h1>UI layer</h1>
          <ButtonsExample />
          <FieldsExample />
          <FeedbackExample />
          <MathTextExample />
          <DialogExample />
          <ConfirmDialogExample />
          <MenuExample />
          <TableExample />
          <BadgesExample />
          <ListExample />
          <ChoicesExample />
          <MatchingExample />
          <ComboboxExample />
          <ToastExample />
        </Stack>
      </ToastProvider>
    </MemoryRouter>
  </StrictMode>,
);
