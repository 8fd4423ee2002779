import type { ButtonHTMLAttributes } from "react";

import { cn } from "~/lib/cn";

export type ButtonVariant = "primary" | "water" | "outline" | "ghost" | "light" | "danger";
export type ButtonSize = "md" | "lg" | "sm";

const variantClasses: Record<ButtonVariant, string> = {
  primary: "bg-garden-700 text-white hover:bg-garden-800 shadow-sm",
  water: "bg-water-700 text-white hover:bg-water-800 shadow-sm",
  outline: "border-2 border-current bg-transparent text-garden-800 hover:bg-garden-50",
  ghost: "bg-transparent text-ink hover:bg-paper-deep",
  light: "bg-white text-ink hover:bg-stone-100 shadow-sm",
  danger: "bg-danger-600 text-white hover:bg-danger-700 shadow-sm",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "min-h-11 px-4 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-6 text-lg",
};

/**
 * Class names for anything that should look like a button: links to other pages and tel links
 * are real anchors styled with this, so they keep working before JavaScript runs.
 */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold leading-tight",
    "transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

/** Text links and link-like buttons in running text (an email address, a phone, "start again"). */
export const linkClasses =
  "inline-flex min-h-11 items-center font-semibold text-garden-800 underline underline-offset-4";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
