import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { desktopNavItemClass } from './nav-styles';

/**
 * The Forti link with a tooltip shown on hover and keyboard focus (CSS only), tied to the link by
 * aria-describedby. Escape hides it until the pointer or focus leaves (WCAG 1.4.13).
 */
export function FortiNavLink() {
  const { t } = useTranslation('common');
  const tooltipId = useId();
  const [isDismissed, setIsDismissed] = useState(false);
  return (
    <div
      className="group relative"
      onMouseLeave={() => setIsDismissed(false)}
      onBlur={() => setIsDismissed(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setIsDismissed(true);
      }}
    >
      <NavLink to="/chat" aria-describedby={tooltipId} className={desktopNavItemClass}>
        {t('nav.forti')}
      </NavLink>
      {/* The padding bridges the gap so the pointer can move onto the tooltip without it closing. */}
      <span
        id={tooltipId}
        role="tooltip"
        className={cn(
          'absolute left-1/2 top-full z-30 w-64 -translate-x-1/2 pt-2',
          isDismissed
            ? 'hidden'
            : 'invisible opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
        )}
      >
        <span className="block rounded-lg bg-primary-900 px-3 py-2 text-center text-sm leading-snug text-white shadow-[var(--shadow-card)]">
          {t('nav.fortiDescription')}
        </span>
      </span>
    </div>
  );
}
