import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { endFirstView } from '@dugout/ui';
import { App } from './app/app';
import { startRemoteRegistry } from './app/remotes/remote-registry';

startRemoteRegistry();
// The league page ends its server-drawn first view once its header is drawn; should it never get
// that far (a remote that hangs), the app is shown anyway.
const FIRST_VIEW_LIMIT_MS = 10_000;
window.setTimeout(endFirstView, FIRST_VIEW_LIMIT_MS);

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');
const root = createRoot(container);
// The first render as a transition: React works in short slices instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
