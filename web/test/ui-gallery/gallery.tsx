// The UI layer's components on one page, for web/test/ui-components.test.ts to drive in Chromium. `?theme=dark`
// sets the data attribute the app sets from lib/theme.ts.
import '../../src/components/ui/tokens.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Dialog } from '../../src/components/ui/dialog';
import { Menu, MenuItem, MenuLink, MenuSeparator } from '../../src/components/ui/menu';

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
      <button type="button" onClick={() => setOpen(true)}>
        Delete course
      </button>
      <p>Answer: {answer}</p>
      <Dialog
        open={open}
        onClose={() => close('dismissed')}
        alert
        title="Delete the course?"
        description="Its questions go with it."
        actions={
          <>
            <button type="button" onClick={() => close('cancel')}>
              Cancel
            </button>
            <button type="button" onClick={() => close('delete')}>
              Delete
            </button>
          </>
        }
      />
    </section>
  );
}

function MenuExample() {
  const [chosen, setChosen] = useState('none');
  return (
    <section>
      <h2>Menu</h2>
      <Menu
        trigger={
          <button type="button" aria-label="Course actions">
            Actions
          </button>
        }
      >
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
    <main>
      <h1>UI layer</h1>
      <DialogExample />
      <MenuExample />
    </main>
  </MemoryRouter>,
);
