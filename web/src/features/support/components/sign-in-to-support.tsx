import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { SupportMessages } from '@contracts/support';
import { buttonClass } from '@/components/ui/button';

/** Payments are for members: visitors are sent to sign in and brought back here. */
export function SignInToSupport() {
  return (
    <div className="space-y-2">
      <Link to="/auth" state={{ from: '/support' }} className={buttonClass('outline', 'md', 'w-full')}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        Sign in to support
      </Link>
      <p className="text-sm text-muted">{SupportMessages.signInToPay}</p>
    </div>
  );
}
