import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { showFlash, useFlashStore } from '../../shared/flash/flash-store';
import { FlashMessages } from './flash-messages';

beforeAll(async () => {
  await activateLocale('fr-FR');
});

describe('flash messages', () => {
  it('announces messages by type and closes them', async () => {
    const user = userEvent.setup();
    useFlashStore.setState({ messages: [] });
    showFlash({ type: 'error', messageKey: 'flash.notInstaller' });
    showFlash({ type: 'info', messageKey: 'flash.signInRequired' });
    showFlash({ type: 'info', messageKey: 'flash.signInRequired' });
    render(<FlashMessages />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);

    await user.click(screen.getAllByRole('button', { name: 'Fermer le message' })[0]!);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
