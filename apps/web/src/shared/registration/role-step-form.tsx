import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../auth/auth-store';
import { useMergeQuery } from '../routing/use-merge-query';
import { LoginPanel } from './login-panel';
import { isUserType, RoleSelectionForm, type UserType } from './role-selection-form';

const LOGIN_PARAM = 'isLoginScreenVisible';

/** The role of the `userType` query parameter (docs/spec.md §2), if it names one. */
export function useQueryUserType(): UserType | null {
  const [searchParams] = useSearchParams();
  const value = searchParams.get('userType');
  return isUserType(value) ? value : null;
}

interface RoleStepFormProps {
  /** The choice that leaves this flow for the other one (docs/spec.md §4). */
  handOverRole: UserType;
  onHandOver: () => void;
  onBack: () => void;
  onSignIn: () => void;
  /** Going on without an account; undefined where this flow requires one. */
  onContinueWithout: (() => void) | undefined;
}

/**
 * Step 2 'Qui enregistre?' of both flows (docs/spec.md §2, §4), with the query parameters
 * `userType` (pre-fills the choice) and `isLoginScreenVisible=1` (shows the login panel).
 * The role that belongs to this flow is merged into the URL, and an anonymous user is
 * offered the login panel; the flow moves on from there once signed in.
 */
export function RoleStepForm({
  handOverRole,
  onHandOver,
  onBack,
  onSignIn,
  onContinueWithout,
}: RoleStepFormProps) {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const mergeQuery = useMergeQuery();
  const userType = useQueryUserType();
  const loginVisible = searchParams.get(LOGIN_PARAM) === '1';

  const submit = (choice: UserType) => {
    if (choice === handOverRole) onHandOver();
    else mergeQuery({ userType: choice, [LOGIN_PARAM]: user.isAuthenticated ? null : '1' });
  };

  return (
    <>
      <RoleSelectionForm initial={userType} onBack={onBack} onSubmit={submit} />
      {loginVisible && !user.isAuthenticated && (
        <LoginPanel
          onSignIn={onSignIn}
          onContinueWithout={onContinueWithout}
          onClose={() => mergeQuery({ [LOGIN_PARAM]: null })}
        />
      )}
    </>
  );
}
