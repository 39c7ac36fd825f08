import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';

/** A page saying something is not there, with one way onward (a summary, an address). */
export function NotFoundCard(props: {
  icon: ReactNode;
  title: string;
  hint: string;
  to: string;
  action: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          {props.icon}
        </span>
        <div className="space-y-1.5">
          <h1 className="text-xl font-semibold tracking-tight">{props.title}</h1>
          <p className="text-sm text-muted-foreground">{props.hint}</p>
        </div>
        <Link to={props.to} className={buttonClasses('primary', 'md')}>
          {props.action}
        </Link>
      </CardContent>
    </Card>
  );
}
