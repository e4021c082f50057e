import {
  Box,
  CloseIcon,
  Loader,
  rem,
  useMantineTheme,
  type BoxProps,
  type MantineColor,
} from '@mantine/core';
import {
  useId,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ElementType,
  type ReactNode,
} from 'react';
import classes from './plain-button.module.css';

/*
 * The app's buttons, icon buttons, close button and alert: ours, drawn by plain-button.module.css
 * on Mantine's CSS variables, sized and coloured as the rest of the app's controls. Every page
 * draws some before it paints, and Mantine's own Button, ActionIcon, CloseButton and Alert cost
 * each route about 2 KB of gzip more (docs/performance.md). They take what the app asks of them:
 * a variant and a colour (mapped to the theme's colour variables), a size, sections, a loading
 * state, and Mantine's style props (`mt`, `hiddenFrom`, …) through Box. Mantine's own still draw
 * inside its dialogs, menus and drawers.
 */

type Variant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent' | 'white';

/**
 * The CSS variables of a variant and colour (`--button-bg`, `--button-color`, …), from the
 * theme's colour variables as Mantine's own controls take them. Given neither, none: the
 * stylesheet's primary filled look stands, as the text colour does unless the theme asks for
 * contrast.
 */
function useVariantVars(
  color: MantineColor | undefined,
  variant: Variant | undefined,
  fallback: Variant,
  prefix: '--button' | '--alert',
) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({
    color: color || theme.primaryColor,
    theme,
    variant: variant || fallback,
  });
  const given = Boolean(color || variant);
  return {
    [`${prefix}-bg`]: given ? colors.background : undefined,
    [`${prefix}-hover`]: given ? colors.hover : undefined,
    [`${prefix}-color`]: colors.color,
    [`${prefix}-bd`]: given ? colors.border : undefined,
    [`${prefix}-hover-color`]: given ? colors.hoverColor : undefined,
  };
}

/** A size's variable from the stylesheet (`xs` → `var(--button-height-xs)`), or a length. */
const sized = (name: string, size: string | number | undefined) =>
  size === undefined ? undefined : typeof size === 'number' ? rem(size) : `var(--${name}-${size})`;

/** The root's classes: ours, the focus ring and press feedback (Mantine's global classes). */
const rootClass = (own: (string | false | undefined)[], pressable: boolean, className?: string) =>
  ['mantine-focus-auto', pressable && 'mantine-active', ...own, className]
    .filter(Boolean)
    .join(' ');

const styles = (vars: Record<string, string | undefined>, style: BoxProps['style']) =>
  [vars as CSSProperties, style] as BoxProps['style'];

type Polymorphic<C extends ElementType, Own> = Own &
  Omit<BoxProps, 'variant'> & { component?: C } & Omit<
    ComponentPropsWithRef<C>,
    keyof Own | keyof BoxProps | 'component'
  >;

interface PressableOwnProps {
  variant?: Variant;
  color?: MantineColor;
  /** A loader over the content, which keeps its room; the control is disabled and busy meanwhile. */
  loading?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

/** What a button and an icon button share: the root, its colours, the loader while loading. */
function Pressable({
  own,
  vars,
  loaderSize,
  variant,
  color,
  loading,
  disabled,
  className,
  style,
  children,
  component,
  ...others
}: PressableOwnProps & {
  own: (string | false | undefined)[];
  vars: Record<string, string | undefined>;
  loaderSize: string;
  className?: string;
  style?: BoxProps['style'];
  component?: ElementType;
}) {
  const colors = useVariantVars(color, variant, 'filled', '--button');
  return (
    <Box
      component={(component ?? 'button') as 'button'}
      type={component === undefined || component === 'button' ? 'button' : undefined}
      className={rootClass([...own, loading && classes.loading], !disabled && !loading, className)}
      style={styles({ ...colors, ...vars }, style)}
      aria-busy={loading || undefined}
      {...others}
      disabled={disabled || loading}
    >
      {loading && (
        <span className={classes.veil} aria-hidden>
          <Loader color="var(--button-color)" size={loaderSize} />
        </span>
      )}
      <span className={classes.inner}>{children}</span>
    </Box>
  );
}

interface ButtonOwnProps extends PressableOwnProps {
  size?: 'compact-xs' | 'compact-sm' | 'compact-md' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  fullWidth?: boolean;
  justify?: CSSProperties['justifyContent'];
}
export type ButtonProps<C extends ElementType = 'button'> = Polymorphic<C, ButtonOwnProps>;

/** A button with a text label and, optionally, an icon on either side. */
export function Button<C extends ElementType = 'button'>({
  size,
  leftSection,
  rightSection,
  fullWidth,
  justify,
  children,
  ...others
}: ButtonProps<C>) {
  const own = [
    classes.button,
    fullWidth && classes.block,
    !!leftSection && classes.withLeft,
    !!rightSection && classes.withRight,
  ];
  const vars = {
    '--button-justify': justify,
    '--button-height': sized('button-height', size),
    '--button-padding-x': sized('button-padding-x', size),
    '--button-fz': size && `var(--mantine-font-size-${size.replace('compact-', '')})`,
  };
  return (
    <Pressable own={own} vars={vars} loaderSize="calc(var(--button-height) / 1.8)" {...others}>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </Pressable>
  );
}

interface ActionIconOwnProps extends PressableOwnProps {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'input-xs' | 'input-sm' | 'input-md' | number;
}
export type ActionIconProps<C extends ElementType = 'button'> = Polymorphic<C, ActionIconOwnProps>;

/** An icon button (give it an `aria-label`). */
export function ActionIcon<C extends ElementType = 'button'>({
  size,
  ...others
}: ActionIconProps<C>) {
  return (
    <Pressable
      own={[classes.icon]}
      vars={{ '--button-size': sized('ai-size', size) }}
      loaderSize="calc(var(--button-size) * 0.55)"
      {...others}
    />
  );
}

interface CloseButtonOwnProps {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
  iconSize?: number | string;
  variant?: 'subtle' | 'transparent';
  disabled?: boolean;
}
export type CloseButtonProps = Polymorphic<'button', CloseButtonOwnProps>;

/** A cross that closes or clears (give it an `aria-label`). */
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
  const vars = { '--button-size': sized('cb-size', size) };
  return (
    <Box
      component="button"
      type="button"
      {...others}
      disabled={disabled}
      className={rootClass(
        [classes.close, variant === 'subtle' && classes.closeSubtle],
        !disabled,
        className,
      )}
      style={styles(vars, style)}
    >
      <CloseIcon size={iconSize === undefined ? '70%' : rem(iconSize)} />
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

/** A titled message, `role="alert"` unless told otherwise, named by its title. */
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
  const vars = useVariantVars(color, variant, 'light', '--alert');
  const ownId = useId();
  const rootId = id ?? ownId;
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  return (
    <Box
      id={rootId}
      className={[classes.alert, className].filter(Boolean).join(' ')}
      style={styles(vars, style)}
      {...others}
      role={role || 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      {icon && <div className={classes.alertIcon}>{icon}</div>}
      <div className={classes.alertBody}>
        {title && (
          <div
            id={titleId}
            className={[classes.alertTitle, withCloseButton && classes.alertWithClose]
              .filter(Boolean)
              .join(' ')}
          >
            {title}
          </div>
        )}
        {children && (
          <div
            id={bodyId}
            className={[classes.alertMessage, variant === 'filled' && classes.alertMessageFilled]
              .filter(Boolean)
              .join(' ')}
          >
            {children}
          </div>
        )}
      </div>
      {withCloseButton && (
        <CloseButton
          className={classes.alertClose}
          onClick={onClose}
          variant="transparent"
          size={16}
          iconSize={16}
          aria-label={closeButtonLabel}
        />
      )}
    </Box>
  );
}
