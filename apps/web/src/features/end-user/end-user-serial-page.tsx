import { SerialStepFrame } from '../../shared/serial-lookup/serial-step-frame';
import { SerialStep } from './serial-step';

/**
 * End-user step 1, in a module of its own: the page an owner opens from the QR code loads
 * none of the later steps' code (their forms, and the registration schemas that are built
 * when their module runs).
 */
export function EndUserSerialPage() {
  return (
    <SerialStepFrame>
      <SerialStep />
    </SerialStepFrame>
  );
}
