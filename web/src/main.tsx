import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HomePage } from './home/HomePage.js';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <HomePage />
    </StrictMode>,
  );
}
