import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export function PulseSection({
  icon: Icon,
  title,
  empty,
}: {
  icon: LucideIcon;
  title: string;
  empty: string;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState icon={Icon} title={empty} />
      </CardContent>
    </Card>
  );
}
