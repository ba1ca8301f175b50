import { configureApi } from '@store/api';
import { startCartSync } from '@store/state';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './App.tsx';
import { registerAppRemotes } from './remotes/registry.ts';
import { loadRuntimeConfig } from './runtime-config.ts';
import './styles.css';

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  registerAppRemotes(config);
  startCartSync();
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ShellApp />
    </StrictMode>,
  );
}

void start();
