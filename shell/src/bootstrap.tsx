import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { startRemoteRegistry } from './app/remotes/remote-registry';

startRemoteRegistry();

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
