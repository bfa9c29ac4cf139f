import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** What a password box should not do to what is typed: capitalise or correct it. */
const asTyped = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/** A password box with a button that shows or hides what was typed; works inside Field. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function PasswordInput({ className, ...props }, ref) {
    const { t } = useTranslation('accounts');
    const [isVisible, setIsVisible] = useState(false);
    const label = isVisible ? t('fields.password.hide') : t('fields.password.show');
    const Icon = isVisible ? EyeOff : Eye;
    return (
      <div className="relative">
        <Input
          ref={ref}
          type={isVisible ? 'text' : 'password'}
          {...asTyped}
          className={cn('pr-12', className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-pressed={isVisible}
          aria-label={label}
          aria-controls={props.id}
          title={label}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-600"
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    );
  },
);
