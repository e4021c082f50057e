import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import classes from './plain-input.module.css';

/*
 * A text box and a select in Mantine's TextInput and NativeSelect look: the same elements, classes
 * and variables, so they draw exactly as Mantine's (and a stand-in swapped for a Mantine input
 * moves nothing). What every page draws before its first paint (the header's stand-ins, a list's
 * search and selects, the filters' frames) uses them: Mantine's Input and its wrapper were 2-3 KB
 * of gzip of every page's first paint.
 */

/**
 * Mantine's classes (Input.css and Combobox.css are in the app's stylesheet). Checked against
 * Mantine's own in the unit test, so an upgrade that renames them fails there, not on screen.
 */
export const INPUT_CLASSES = {
  root: 'm_46b77525',
  label: 'm_8fdc1311',
  wrapper: 'm_6c018570',
  input: 'm_8fb7ebe7',
  section: 'm_82577fc2',
  error: 'm_8f816625',
  chevron: 'm_2943220b',
} as const;

type Length = number | string;
type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';
type Size = 'xs' | 'sm';

/** A length as Mantine writes a number of pixels: scaled with the theme (`--mantine-scale`). */
const length = (value: Length) =>
  typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : value;

const widthVars = (w: Length | Partial<Record<Breakpoint, Length>>) =>
  Object.fromEntries(
    Object.entries(typeof w === 'object' ? w : { base: w }).map(([at, value]) => [
      at === 'base' ? '--w' : `--w-${at}`,
      length(value),
    ]),
  );

/** The select's chevron (both ways), as Mantine's ComboboxChevron draws it. */
export function Chevron({ size = 'sm' }: { size?: Size }) {
  return (
    <svg
      className={INPUT_CLASSES.chevron}
      data-size={size}
      data-combobox-chevron
      style={{ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as CSSProperties}
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface FrameProps {
  label?: ReactNode;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** `none`: a press on the right section reaches the control (a chevron, not a button). */
  rightSectionPointerEvents?: 'none';
  /** Said under the control, which is marked invalid and described by it. */
  error?: ReactNode;
  /** The pointer cursor (a box that opens something). */
  pointer?: boolean;
  disabled?: boolean | undefined;
  /** Its width, or one per breakpoint (`{ base: 150, sm: 260 }`); numbers are pixels. */
  w?: Length | Partial<Record<Breakpoint, Length>>;
  maw?: Length;
  size?: Size;
}

/** What the frame gives the control it holds: its classes, id and state. */
interface ControlProps {
  id: string;
  className: string;
  'data-variant': 'default';
  'data-disabled': true | undefined;
  'data-error': true | undefined;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props of a control that are not its frame's. */
type Others<Rest> = Omit<Rest, keyof FrameProps | 'id' | 'children'>;

/**
 * Mantine's input wrapper (label, box, sections, error) around a control, drawn by `children`
 * from what the frame gives it and the props that are not the frame's.
 */
export function PlainInputFrame<Rest extends object>({
  label,
  leftSection,
  rightSection,
  rightSectionPointerEvents,
  error,
  pointer,
  disabled,
  w,
  maw,
  size = 'sm',
  id: givenId,
  children,
  ...rest
}: FrameProps &
  Rest & {
    id?: string | undefined;
    children: (control: ControlProps, rest: Others<Rest>) => ReactNode;
  }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  return (
    <div
      className={w === undefined ? INPUT_CLASSES.root : `${INPUT_CLASSES.root} ${classes.width}`}
      data-size={size}
      data-error={invalid}
      style={{ ...(w === undefined ? {} : widthVars(w)), maxWidth: maw && length(maw) }}
    >
      {label && (
        <label
          className={INPUT_CLASSES.label}
          data-size={size}
          htmlFor={id}
          id={`${id}-label`}
          style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
        >
          {label}
        </label>
      )}
      <div
        className={INPUT_CLASSES.wrapper}
        data-variant="default"
        data-size={size}
        data-error={invalid}
        data-pointer={pointer || undefined}
        data-disabled={disabled || undefined}
        data-with-right-section={rightSection ? true : undefined}
        data-with-left-section={leftSection ? true : undefined}
        style={
          {
            '--input-margin-bottom': error ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
            '--input-right-section-pointer-events': rightSectionPointerEvents,
          } as CSSProperties
        }
      >
        {leftSection && (
          <div data-position="left" className={INPUT_CLASSES.section}>
            {leftSection}
          </div>
        )}
        {children(
          {
            id,
            className: INPUT_CLASSES.input,
            'data-variant': 'default',
            'data-disabled': disabled || undefined,
            'data-error': invalid,
            disabled,
            'aria-invalid': invalid,
            'aria-describedby': error ? errorId : undefined,
          },
          // TypeScript cannot narrow a generic rest by what was destructured out of it.
          rest as Others<Rest>,
        )}
        {rightSection && (
          <div data-position="right" className={INPUT_CLASSES.section}>
            {rightSection}
          </div>
        )}
      </div>
      {error && (
        <p
          className={INPUT_CLASSES.error}
          data-size={size}
          id={errorId}
          style={
            {
              '--input-error-size': `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`,
            } as CSSProperties
          }
        >
          {error}
        </p>
      )}
    </div>
  );
}

export type PlainTextInputProps = FrameProps & Omit<ComponentPropsWithRef<'input'>, 'size'>;

/** A text box in Mantine's TextInput look. */
export function PlainTextInput(props: PlainTextInputProps) {
  return (
    <PlainInputFrame {...props}>
      {(control, input) => <input {...input} {...control} />}
    </PlainInputFrame>
  );
}

type Option = string | { value: string; label: string };

export type PlainNativeSelectProps = Omit<FrameProps, 'rightSection' | 'pointer'> &
  Omit<ComponentPropsWithRef<'select'>, 'size'> & { data: readonly Option[] };

/** A select of the browser's own in Mantine's NativeSelect look. */
export function PlainNativeSelect({ data, ...props }: PlainNativeSelectProps) {
  return (
    <PlainInputFrame
      {...props}
      rightSection={<Chevron size={props.size} />}
      rightSectionPointerEvents="none"
      pointer
    >
      {(control, select) => (
        <select {...select} {...control}>
          {data.map((option) => {
            const { value, label } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </PlainInputFrame>
  );
}
