import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productGtinsQuery } from '../../api/get-product-gtins';
import { Icon } from '../../ui/icon';
import modal from '../../ui/modal.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { createBarcodeReader } from './barcode-reader';
import { readScannedCode, scanOutcome } from './read-scanned-code';
import styles from './scanner-dialog.module.css';

/** How often a frame is read: often enough to feel instant, rarely enough for a slow phone. */
const FRAME_INTERVAL_MS = 150;
/** Frames are read at most this wide: a rating plate's code needs no more. */
const MAX_FRAME_WIDTH = 1280;

type ScanState = 'starting' | 'scanning' | 'denied' | 'noCamera' | 'failed';

function problemOf(error: unknown): ScanState {
  if (!(error instanceof DOMException)) return 'failed';
  if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'denied';
  if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/** The rear camera's stream, or why there is none. */
async function openCamera(): Promise<MediaStream> {
  if (navigator.mediaDevices === undefined) {
    throw new DOMException('No camera API', 'NotFoundError');
  }
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
  });
}

/**
 * Step 1's scanner: the camera in the page, reading the rating plate's QR code or barcode
 * until one holds a serial of ours. A refused or missing camera is said in the dialog; the
 * typed field behind it keeps working.
 */
export function ScannerDialog({
  onScan,
  onClose,
}: {
  onScan: (serialNumber: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>('starting');
  const [codeProblem, setCodeProblem] = useState<'notOurs' | 'otherGtin' | null>(null);
  // The caller may pass a new function on every render; the camera opens only once.
  const found = useEffectEvent(onScan);
  const queryClient = useQueryClient();
  // Only a GS1 code needs the catalog's GTINs; without them its serial is taken as it is.
  const ourGtins = useEffectEvent(() =>
    queryClient.fetchQuery(productGtinsQuery).catch((): null => null),
  );

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
      try {
        const [opened, read] = await Promise.all([openCamera(), createBarcodeReader()]);
        stream = opened;
        const element = video.current;
        if (stopped || element === null) return;
        element.srcObject = opened;
        await element.play();
        setState('scanning');
        const scan = async () => {
          if (stopped) return;
          if (context !== null && element.videoWidth > 0) {
            const scale = Math.min(1, MAX_FRAME_WIDTH / element.videoWidth);
            canvas.width = Math.round(element.videoWidth * scale);
            canvas.height = Math.round(element.videoHeight * scale);
            context.drawImage(element, 0, 0, canvas.width, canvas.height);
            const texts = await read(context.getImageData(0, 0, canvas.width, canvas.height));
            const codes = texts.map(readScannedCode);
            const gtins = codes.some((code) => code.kind === 'gs1') ? await ourGtins() : null;
            const outcome = scanOutcome(codes, gtins);
            if (outcome !== null && 'serial' in outcome) {
              if (!stopped) found(outcome.serial);
              return;
            }
            if (outcome !== null) setCodeProblem(outcome.problem);
          }
          timer = setTimeout(() => void scan(), FRAME_INTERVAL_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) setState(problemOf(error));
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const problem = state === 'denied' || state === 'noCamera' || state === 'failed';
  return (
    <ModalDialog
      className={styles.panel}
      titleId="scanner-title"
      textId="scanner-text"
      initialFocus={closeButton}
      onClose={onClose}
    >
      <div className={styles.head}>
        <h2 id="scanner-title" className={styles.title}>
          {t('scanner.title')}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={modal.close}
          onClick={onClose}
          aria-label={t('scanner.close')}
        >
          <Icon name="close" size={22} />
        </button>
      </div>
      {problem ? (
        <p id="scanner-text" role="alert" className={styles.problem}>
          {t(`scanner.${state}`)}
        </p>
      ) : (
        <>
          <div className={styles.viewport}>
            <video ref={video} className={styles.video} muted playsInline aria-hidden="true" />
            <div className={styles.frame} aria-hidden="true" />
          </div>
          <p id="scanner-text" className={styles.text} role="status">
            {state === 'starting'
              ? t('scanner.starting')
              : codeProblem === null
                ? t('scanner.text')
                : t(`scanner.${codeProblem}`)}
          </p>
        </>
      )}
      <button type="button" className="button button-secondary" onClick={onClose}>
        {problem ? t('scanner.typeInstead') : t('scanner.cancel')}
      </button>
    </ModalDialog>
  );
}
