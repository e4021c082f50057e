import {
  Box,
  CloseIcon,
  getAutoContrastValue,
  getContrastColor,
  getFontSize,
  getRadius,
  getSize,
  Loader,
  rem,
  useMantineTheme,
  type BoxProps,
  type MantineColor,
  type MantineRadius,
  type MantineTheme,
} from '@mantine/core';
import {
  useId,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ElementType,
  type ReactNode,
} from 'react';

/*
 * Mantine's Button, ActionIcon, CloseButton and Alert, drawn with the same elements, classes and
 * variables (the unit test holds each tree equal to Mantine's), for the pages' own use. Every
 * page draws some before it paints, and Mantine's were 3 KB of gzip of that: each comes with its
 * props system, its styles API, its group components and the shared UnstyledButton. These keep
 * what the app asks of them (variant, colour, size, sections, loading, Mantine's style props
 * through Box) and leave out the rest (`classNames`, `styles`, theme defaults: none is set).
 * Mantine's own still draw inside its dialogs, menus and drawers.
 */

/** Mantine's classes (their CSS is in the app's stylesheet); the unit test checks them. */
export const BUTTON_CLASSES = {
  unstyled: 'm_87cf2631',
  button: {
    root: 'm_77c9d27d',
    inner: 'm_80f1301b',
    label: 'm_811560b9',
    section: 'm_a74036a',
    loader: 'm_a25b86ee',
  },
  actionIcon: { root: 'm_8d3f4000', icon: 'm_8d3afb97', loader: 'm_302b9fb1' },
  closeButton: { root: 'm_86a44da5', subtle: 'm_220c80f2' },
  alert: {
    root: 'm_66836ed3',
    wrapper: 'm_a5d60502',
    body: 'm_667c2793',
    title: 'm_6a03f287',
    label: 'm_698f4f23',
    icon: 'm_667f2a6a',
    message: 'm_7fa78076',
    closeButton: 'm_87f54839',
  },
} as const;

type Variant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent' | 'white';

/**
 * The text colour on the theme's primary colour when the theme asks for contrast (`autoContrast`),
 * as Mantine's filled controls work it out (a checked box's tick, the current page); else none.
 */
export const contrastOnPrimary = (theme: MantineTheme) =>
  getAutoContrastValue(undefined, theme)
    ? getContrastColor({ color: undefined, theme, autoContrast: undefined })
    : undefined;

/** The colours of a variant, as the theme works them out for Mantine's own components. */
function useVariantColors(
  color: MantineColor | undefined,
  variant: Variant | undefined,
  fallback: Variant,
) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({
    color: color || theme.primaryColor,
    theme,
    variant: variant || fallback,
  });
  // A component given neither draws with its stylesheet's defaults, as Mantine's do.
  return color || variant
    ? colors
    : {
        ...colors,
        background: undefined,
        hover: undefined,
        border: undefined,
        hoverColor: undefined,
      };
}

/** The root's classes: focus ring and press feedback as UnstyledButton gives them. */
const rootClasses = (own: string, name: string, active: boolean, className: string | undefined) =>
  [
    'mantine-focus-auto',
    active && 'mantine-active',
    own,
    `mantine-${name}-root`,
    BUTTON_CLASSES.unstyled,
    'mantine-UnstyledButton-root',
    className,
  ]
    .filter(Boolean)
    .join(' ');

/** Where the loader sits while shown (Mantine slides it in to this place; it is simply there). */
const BUTTON_LOADER_STYLE: CSSProperties = {
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
};

type Polymorphic<C extends ElementType, Own> = Own &
  Omit<BoxProps, 'variant'> & { component?: C } & Omit<
    ComponentPropsWithRef<C>,
    keyof Own | keyof BoxProps | 'component'
  >;

interface ButtonOwnProps {
  variant?: Variant;
  color?: MantineColor;
  size?: 'compact-xs' | 'compact-sm' | 'compact-md' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  radius?: MantineRadius;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** A loader over the label, which keeps its room; the button is disabled meanwhile. */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  justify?: CSSProperties['justifyContent'];
  children?: ReactNode;
}
export type ButtonProps<C extends ElementType = 'button'> = Polymorphic<C, ButtonOwnProps>;

/** Mantine's Button. */
export function Button<C extends ElementType = 'button'>({
  variant,
  color,
  size,
  radius,
  leftSection,
  rightSection,
  loading,
  disabled,
  fullWidth,
  justify,
  className,
  style,
  mod,
  children,
  component,
  ...others
}: ButtonProps<C>) {
  const colors = useVariantColors(color, variant, 'filled');
  const vars = {
    '--button-justify': justify,
    '--button-height': getSize(size, 'button-height'),
    '--button-padding-x': getSize(size, 'button-padding-x'),
    '--button-fz': size?.includes('compact')
      ? getFontSize(size.replace('compact-', ''))
      : getFontSize(size),
    '--button-radius': radius === undefined ? undefined : getRadius(radius),
    '--button-bg': colors.background,
    '--button-hover': colors.hover,
    '--button-color': colors.color,
    '--button-bd': colors.border,
    '--button-hover-color': colors.hoverColor,
  };
  const classes = BUTTON_CLASSES.button;
  return (
    <Box
      component={(component ?? 'button') as 'button'}
      type={component === undefined || component === 'button' ? 'button' : undefined}
      className={rootClasses(classes.root, 'Button', !disabled && !loading, className)}
      style={[vars as CSSProperties, style]}
      variant={variant}
      size={size}
      disabled={disabled || loading}
      mod={[
        {
          disabled,
          loading,
          block: fullWidth,
          'with-left-section': !!leftSection,
          'with-right-section': !!rightSection,
        },
        mod,
      ]}
      {...others}
    >
      {loading && (
        <span
          className={`${classes.loader} mantine-Button-loader`}
          style={BUTTON_LOADER_STYLE}
          aria-hidden
        >
          <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
        </span>
      )}
      <span className={`${classes.inner} mantine-Button-inner`}>
        {leftSection && (
          <span className={`${classes.section} mantine-Button-section`} data-position="left">
            {leftSection}
          </span>
        )}
        <span
          className={`${classes.label} mantine-Button-label`}
          data-loading={loading || undefined}
        >
          {children}
        </span>
        {rightSection && (
          <span className={`${classes.section} mantine-Button-section`} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Box>
  );
}

interface ActionIconOwnProps {
  variant?: Variant;
  color?: MantineColor;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'input-xs' | 'input-sm' | 'input-md' | number;
  radius?: MantineRadius;
  loading?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}
export type ActionIconProps<C extends ElementType = 'button'> = Polymorphic<C, ActionIconOwnProps>;

/** Mantine's ActionIcon: an icon button (give it an `aria-label`). */
export function ActionIcon<C extends ElementType = 'button'>({
  variant,
  color,
  size,
  radius,
  loading,
  disabled,
  className,
  style,
  mod,
  children,
  component,
  ...others
}: ActionIconProps<C>) {
  const colors = useVariantColors(color, variant, 'filled');
  const vars = {
    '--ai-size': getSize(size, 'ai-size'),
    '--ai-radius': radius === undefined ? undefined : getRadius(radius),
    '--ai-bg': colors.background,
    '--ai-hover': colors.hover,
    '--ai-hover-color': colors.hoverColor,
    '--ai-color': colors.color,
    '--ai-bd': colors.border,
  };
  const classes = BUTTON_CLASSES.actionIcon;
  return (
    <Box
      component={(component ?? 'button') as 'button'}
      type={component === undefined || component === 'button' ? 'button' : undefined}
      className={rootClasses(classes.root, 'ActionIcon', !disabled && !loading, className)}
      style={[vars as CSSProperties, style]}
      aria-busy={loading || undefined}
      {...others}
      variant={variant}
      size={size}
      disabled={disabled || loading}
      mod={[{ loading, disabled }, mod]}
    >
      {loading && (
        <span className={`${classes.loader} mantine-ActionIcon-loader`} aria-hidden>
          <Loader color="var(--ai-color)" size="calc(var(--ai-size) * 0.55)" />
        </span>
      )}
      <span
        className={`${classes.icon} mantine-ActionIcon-icon`}
        data-loading={loading || undefined}
      >
        {children}
      </span>
    </Box>
  );
}

interface CloseButtonOwnProps {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
  iconSize?: number | string;
  variant?: 'subtle' | 'transparent';
  disabled?: boolean;
}
export type CloseButtonProps = Polymorphic<'button', CloseButtonOwnProps>;

/** Mantine's CloseButton: a cross (give it an `aria-label`). */
export function CloseButton({
  size,
  iconSize,
  variant = 'subtle',
  disabled,
  className,
  style,
  children,
  ...others
}: CloseButtonProps) {
  const classes = BUTTON_CLASSES.closeButton;
  const vars = {
    '--cb-size': getSize(size, 'cb-size'),
    '--cb-icon-size': rem(iconSize),
  };
  return (
    <Box
      component="button"
      type="button"
      {...others}
      variant={variant}
      size={size}
      disabled={disabled}
      mod={{ disabled }}
      className={[
        rootClasses(classes.root, 'CloseButton', !disabled, className),
        variant === 'subtle' && classes.subtle,
      ]
        .filter(Boolean)
        .join(' ')}
      style={[vars as CSSProperties, style]}
    >
      <CloseIcon />
      {children}
    </Box>
  );
}

interface AlertOwnProps {
  variant?: Variant;
  color?: MantineColor;
  title?: ReactNode;
  icon?: ReactNode;
  withCloseButton?: boolean;
  onClose?: () => void;
  closeButtonLabel?: string;
  children?: ReactNode;
}
export type AlertProps = Polymorphic<'div', AlertOwnProps>;

/** Mantine's Alert: a titled message, `role="alert"` unless told otherwise. */
export function Alert({
  variant,
  color,
  title,
  icon,
  withCloseButton,
  onClose,
  closeButtonLabel,
  children,
  id,
  role,
  className,
  style,
  ...others
}: AlertProps) {
  const colors = useVariantColors(color, variant, 'light');
  const ownId = useId();
  const rootId = id ?? ownId;
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const classes = BUTTON_CLASSES.alert;
  const vars = {
    '--alert-bg': colors.background,
    '--alert-color': colors.color,
    '--alert-bd': colors.border,
  };
  return (
    <Box
      id={rootId}
      className={[classes.root, 'mantine-Alert-root', className].filter(Boolean).join(' ')}
      style={[vars as CSSProperties, style]}
      variant={variant}
      {...others}
      role={role || 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className={`${classes.wrapper} mantine-Alert-wrapper`}>
        {icon && <div className={`${classes.icon} mantine-Alert-icon`}>{icon}</div>}
        <div className={`${classes.body} mantine-Alert-body`}>
          {title && (
            <div
              className={`${classes.title} mantine-Alert-title`}
              data-with-close-button={withCloseButton || undefined}
            >
              <span id={titleId} className={`${classes.label} mantine-Alert-label`}>
                {title}
              </span>
            </div>
          )}
          {children && (
            <div
              id={bodyId}
              className={`${classes.message} mantine-Alert-message`}
              data-variant={variant}
            >
              {children}
            </div>
          )}
        </div>
        {withCloseButton && (
          <CloseButton
            className={`${classes.closeButton} mantine-Alert-closeButton`}
            onClick={onClose}
            variant="transparent"
            size={16}
            iconSize={16}
            aria-label={closeButtonLabel}
          />
        )}
      </div>
    </Box>
  );
}
