import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import App from './app';

// Standalone run (npm run dev -w @dugout/mfe-league-admin): the same App under its own router,
// mounted at the address the shell gives it.
function StandaloneRoot() {
  return (
    <BrowserRouter>
      <header className="dg-standalone-bar">더그아웃 · 리그 관리 영역 (단독 실행)</header>
      <main>
        <Routes>
          <Route path="/league/:path/admin/*" element={<App />} />
          <Route path="*" element={<Navigate to="/league/gangseo/admin" replace />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <StandaloneRoot />
  </StrictMode>,
);
