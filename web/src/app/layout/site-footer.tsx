import { Link } from 'react-router';
import { footerGroups } from './nav-items';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary-900 text-primary-50">
      <div className="mx-auto max-w-[96rem] px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
          <div className="col-span-2 md:col-span-1">
            <p className="text-lg font-bold text-white">Fortitude Network</p>
            <p className="mt-2 text-base text-primary-100">Empowering your cancer journey, one connection at a time.</p>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.heading} aria-labelledby={`footer-${group.heading.replace(/\s+/g, '-').toLowerCase()}`}>
              <h2 id={`footer-${group.heading.replace(/\s+/g, '-').toLowerCase()}`} className="text-base font-semibold text-white">
                {group.heading}
              </h2>
              <ul className="mt-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center rounded text-base text-primary-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white md:min-h-9"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="mt-10 border-t border-primary-800 pt-6 text-base text-primary-100">© {year} Fortitude Network. All rights reserved.</p>
      </div>
    </footer>
  );
}
