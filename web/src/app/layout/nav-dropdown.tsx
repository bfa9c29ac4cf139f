import { ChevronDown } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { isWithin, type NavItem } from './nav-items';
import { desktopNavItemClass, panelLinkClass, popoverPanelClass } from './nav-styles';
import { useDisclosure } from './use-disclosure';

/** A disclosure menu of links (not an ARIA menu): Tab moves through it, arrow keys are a shortcut. */
export function NavDropdown({ label, items }: { label: string; items: NavItem[] }) {
  const { isOpen, toggle, buttonRef, panelRef, panelId, handleBlurWithin } = useDisclosure<
    HTMLButtonElement,
    HTMLUListElement
  >();
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const isCurrent = isWithin(pathname, items);

  const focusLink = (index: number) => {
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen) return;
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index < 0 ? -1 : index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    }
  };

  return (
    <div className="relative" onBlur={handleBlurWithin} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className={cn(desktopNavItemClass, (isOpen || isCurrent) && 'bg-primary-50 text-primary-800')}
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <ul ref={panelRef} id={panelId} hidden={!isOpen} className={cn(popoverPanelClass, 'left-0 w-60 space-y-0.5')}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={panelLinkClass}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
