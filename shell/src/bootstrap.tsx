import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { startRemoteRegistry } from './app/remotes/remote-registry';

startRemoteRegistry();

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
