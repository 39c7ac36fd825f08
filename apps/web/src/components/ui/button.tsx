import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes';
import { cn } from '@/lib/cn';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
