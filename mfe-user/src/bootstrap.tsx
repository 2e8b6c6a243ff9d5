import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '@dugout/auth';
import { PlaceholderPanel } from '@dugout/ui';
import App from './app';

// Standalone run (npm run dev -w @dugout/mfe-user): the same App under its own router,
// mounted at the address the shell gives it. The login screen belongs to the shell.
function StandaloneRoot() {
  return (
    <SWRConfig value={swrConfig}>
      <BrowserRouter>
        <header className="dg-standalone-bar">더그아웃 · 회원 영역 (단독 실행)</header>
        <main className="dg-container">
          <Routes>
            <Route path="/user/*" element={<App />} />
            <Route path="/agreement/*" element={<App />} />
            <Route
              path="/login"
              element={
                <PlaceholderPanel
                  title="로그인"
                  message="로그인 화면은 셸에 있습니다. 셸(http://localhost:4200)에서 로그인하거나, 이 주소의 localStorage에 세션(user)을 넣어 주세요."
                />
              }
            />
            <Route path="*" element={<Navigate to="/user/register" replace />} />
          </Routes>
        </main>
      </BrowserRouter>
    </SWRConfig>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <StandaloneRoot />
  </StrictMode>,
);
