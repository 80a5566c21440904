import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARGO_ROLES } from '../../../shared/config/tools';
import { renderScreen } from '../../testing/renderScreen';
import { AccessDeniedPage } from './AccessDeniedPage';

describe('the access-denied page', () => {
  it('names the roles that open the page the guard refused', async () => {
    await renderScreen(<AccessDeniedPage />, { path: '/en/access-denied', state: { roles: CARGO_ROLES } });
    expect(
      await screen.findByText(
        'This page is for: Declarant or Customs officer. If your work needs it, ask an administrator for one of these roles.',
      ),
    ).toBeTruthy();
  });

  it('names them in Bengali', async () => {
    await renderScreen(<AccessDeniedPage />, { path: '/bn/access-denied', state: { roles: CARGO_ROLES } });
    expect(await screen.findByText(/ঘোষণাকারী.*কাস্টমস কর্মকর্তা/)).toBeTruthy();
  });

  it('says what it can without them', async () => {
    await renderScreen(<AccessDeniedPage />, { path: '/en/access-denied' });
    expect(await screen.findByText(/does not have the role this page requires/)).toBeTruthy();
  });
});
