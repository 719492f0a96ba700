import { RECIPIENT_TYPE } from '@pr/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { usePaths } from '../../shared/routing/use-paths';
import { CompletionPanel } from '../../shared/ui/completion-panel';
import { Icon } from '../../shared/ui/icon';
import { IncentiveList } from '../../shared/ui/incentive-list';
import styles from './end-user-thank-you-page.module.css';

/**
 * End-user thank-you (spec §2): the request to confirm the account by e-mail, the
 * product with its rewards, and a fresh start for another product.
 */
export function EndUserThankYouPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const product = useEndUserStore((state) => state.productInformation);
  const clear = useEndUserStore((state) => state.clear);

  const registerAnother = () => {
    clear();
    void navigate(paths.userStep(1));
  };

  return (
    <CompletionPanel title={t('thankYou.title')}>
      <p>{t('thankYou.endUserText')}</p>
      {product !== null && (
        <div className={styles.product}>
          {product.imageUrl !== null && (
            <img className={styles.image} src={product.imageUrl} alt={product.name} />
          )}
          <IncentiveList
            incentives={product.incentives}
            recipientType={RECIPIENT_TYPE.endCustomer}
          />
        </div>
      )}
      <div className={styles.actions}>
        {product?.productUrl != null && (
          <a
            className="button button-secondary"
            href={product.productUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t('thankYou.productPage')}
            <Icon name="external" size={18} />
            <span className="visually-hidden">{t('footer.newTab')}</span>
          </a>
        )}
        <button type="button" className="button button-primary" onClick={registerAnother}>
          {t('thankYou.registerAnother')}
        </button>
      </div>
    </CompletionPanel>
  );
}
