import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '../../i18n/translation-key';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { usePaths } from '../../shared/routing/use-paths';
import { Icon, type IconName } from '../../shared/ui/icon';
import { PageTitle } from '../../shared/ui/page-title';
import type { Audience } from './landing-guards';
// Written into the page as data (a few kB): the largest paint of the landing waits for no
// request.
import endUserIllustration from './hero-end-user.svg?inline';
import installerIllustration from './hero-installer.svg?inline';
import styles from './landing-page.module.css';

interface Benefit {
  icon: IconName;
  title: TranslationKey;
  text: TranslationKey;
}

interface LandingContent {
  pageTitle: TranslationKey;
  kicker: TranslationKey;
  heading: TranslationKey;
  lead: TranslationKey;
  cta: TranslationKey;
  benefitsHeading: TranslationKey;
  illustration: string;
  benefits: [Benefit, Benefit, Benefit];
}

const CONTENT: Record<Audience, LandingContent> = {
  endUser: {
    pageTitle: 'landing.user.pageTitle',
    kicker: 'landing.user.kicker',
    heading: 'landing.user.heading',
    lead: 'landing.user.lead',
    cta: 'landing.user.cta',
    benefitsHeading: 'landing.user.benefitsHeading',
    illustration: endUserIllustration,
    benefits: [
      { icon: 'qrCode', title: 'landing.user.scanTitle', text: 'landing.user.scanText' },
      { icon: 'review', title: 'landing.user.registerTitle', text: 'landing.user.registerText' },
      { icon: 'gift', title: 'landing.user.unlockTitle', text: 'landing.user.unlockText' },
    ],
  },
  installer: {
    pageTitle: 'landing.installer.pageTitle',
    kicker: 'landing.installer.kicker',
    heading: 'landing.installer.heading',
    lead: 'landing.installer.lead',
    cta: 'landing.installer.cta',
    benefitsHeading: 'landing.installer.benefitsHeading',
    illustration: installerIllustration,
    benefits: [
      {
        icon: 'serialNumber',
        title: 'landing.installer.serialTitle',
        text: 'landing.installer.serialText',
      },
      {
        icon: 'review',
        title: 'landing.installer.registerTitle',
        text: 'landing.installer.registerText',
      },
      {
        icon: 'shield',
        title: 'landing.installer.servicesTitle',
        text: 'landing.installer.servicesText',
      },
    ],
  },
};

function LandingPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const content = CONTENT[audience];
  const start = audience === 'endUser' ? paths.userStep(1) : paths.installerStep(1);

  // A landing starts a new registration: the previous form data is dropped (docs/spec.md §2).
  useEffect(() => {
    if (audience === 'endUser') useEndUserStore.getState().clear();
    else useInstallerStore.getState().clear();
  }, [audience]);

  return (
    <>
      <PageTitle title={t(content.pageTitle)} />
      <section className={styles.hero} data-audience={audience}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.kicker}>{t(content.kicker)}</p>
            <h1 className={styles.heading}>{t(content.heading)}</h1>
            <p className={styles.lead}>{t(content.lead)}</p>
            <Link to={start} className={`button button-primary ${styles.cta}`}>
              {t(content.cta)}
              <Icon name="arrowRight" size={20} />
            </Link>
          </div>
          <img
            className={styles.illustration}
            src={content.illustration}
            alt=""
            width={560}
            height={440}
            fetchPriority="high"
          />
        </div>
      </section>
      <section className={`container ${styles.benefits}`} aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className={styles.benefitsHeading}>
          {t(content.benefitsHeading)}
        </h2>
        <ol className={styles.benefitList}>
          {content.benefits.map((benefit, index) => (
            <li key={benefit.title} className={styles.benefit}>
              <div className={styles.benefitIcon}>
                <Icon name={benefit.icon} size={28} />
                <span className={styles.benefitNumber} aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className={styles.benefitTitle}>{t(benefit.title)}</h3>
              <p className={styles.benefitText}>{t(benefit.text)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** Landing for end users ('' and users/lp). */
export function UserLandingPage() {
  return <LandingPage audience="endUser" />;
}

/** Landing for installers (installers/lp). */
export function InstallerLandingPage() {
  return <LandingPage audience="installer" />;
}
