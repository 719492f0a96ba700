import { transferRequestResultSchema, type TransferRecipient } from '@pr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/api-client';
import { useCurrentUser } from '../auth/auth-store';
import { TransferRecipientForm } from './transfer-recipient-form';

function requestTransfer(serialNumber: string, requester: TransferRecipient) {
  return apiRequest({
    path: `/devices/${encodeURIComponent(serialNumber)}/transfer-requests`,
    method: 'POST',
    body: requester,
    parse: (body) => transferRequestResultSchema.parse(body),
  });
}

/**
 * Step 1, a serial someone else registered: the visitor asks its owner to transfer it. The
 * owner gets the request by mail and decides; the visitor learns nothing about them.
 */
export function TransferRequestPanel({
  serialNumber,
  onCancel,
}: {
  serialNumber: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <p role="status">
        <strong>{t('transfer.requested')}</strong>
      </p>
    );
  }
  return (
    <TransferRecipientForm
      nested
      title={t('transfer.requestTitle')}
      intro={t('transfer.requestIntro')}
      emailLabel={t('transfer.requestEmail')}
      submitLabel={t('transfer.requestSubmit')}
      initial={
        user.isAuthenticated
          ? {
              email: user.email ?? '',
              firstName: user.givenName ?? '',
              lastName: user.familyName ?? '',
            }
          : { email: '', firstName: '', lastName: '' }
      }
      onSubmit={async (requester) => {
        await requestTransfer(serialNumber, requester);
        setSent(true);
      }}
      onCancel={onCancel}
    />
  );
}
