import { SerialStepFrame } from '../../shared/serial-lookup/serial-step-frame';
import { InstallerSerialStep } from './installer-serial-step';

/**
 * Installer step 1, in a module of its own: it loads none of the later steps' code (their
 * forms, and the registration schemas that are built when their module runs).
 */
export function InstallerSerialPage() {
  return (
    <SerialStepFrame>
      <InstallerSerialStep />
    </SerialStepFrame>
  );
}
