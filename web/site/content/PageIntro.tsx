import type { ReactNode } from 'react';

/** A page's title, and what it is about under it. */
export function PageIntro({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="site-intro">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
