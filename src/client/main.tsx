// First, so the layout and feature stylesheets that follow can refine its rules at equal specificity.
import './app/global.css';
import './app/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyHtmlLang } from './lib/language.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
applyHtmlLang();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
