// The UI layer's components on one page, for web/test/ui-components.test.ts to drive in Chromium. `?theme=dark`
// sets the data attribute the app sets from lib/theme.ts.
import '@/components/ui/tokens.css';
import './gallery.css';
import { Pencil, Settings } from 'lucide-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, Switch } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Cluster, Stack } from '@/components/ui/layout';
import { Link } from '@/components/ui/link';
import { Menu, MenuItem, MenuLink, MenuSeparator } from '@/components/ui/menu';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';

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
        <Alert tone="success" filled>
          Saved.
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

createRoot(document.getElementById('root')!).render(
  <MemoryRouter>
    <Stack as="main" gap={3} className="gallery">
      <h1>UI layer</h1>
      <ButtonsExample />
      <FieldsExample />
      <FeedbackExample />
      <DialogExample />
      <MenuExample />
    </Stack>
  </MemoryRouter>,
);
