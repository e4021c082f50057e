import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import classes from './plain-input.module.css';

/*
 * A text box and a select of our own, sized and coloured as the app's other inputs (Mantine's
 * TextInput and Select) from Mantine's CSS variables, so a placeholder swapped for a real control
 * moves nothing. What every page draws before its first paint (the header's placeholders, a list's
 * search and selects, the filters' frames) uses them: Mantine's Input and its wrapper were 2-3 KB of
 * gzip of every page's first paint (docs/performance.md).
 */

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

/** The select's chevron (both ways). */
export function Chevron({ size = 'sm' }: { size?: Size }) {
  return (
    <svg className={classes.chevron} data-size={size} viewBox="0 0 15 15" fill="none" aria-hidden>
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
  className: string | undefined;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props of a control that are not its frame's. */
type Others<Rest> = Omit<Rest, keyof FrameProps | 'id' | 'children'>;

/**
 * An input's frame (label, box, sections, error) around a control, drawn by `children`
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
      className={w === undefined ? classes.root : `${classes.root} ${classes.width}`}
      style={{ ...(w === undefined ? {} : widthVars(w)), maxWidth: maw && length(maw) }}
    >
      {label && (
        <label className={classes.label} data-size={size} htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      <div
        className={classes.wrapper}
        data-size={size}
        data-error={invalid}
        data-pointer={pointer || undefined}
        data-with-right-section={rightSection ? true : undefined}
        data-with-left-section={leftSection ? true : undefined}
      >
        {leftSection && (
          <div data-position="left" className={classes.section}>
            {leftSection}
          </div>
        )}
        {children(
          {
            id,
            className: classes.input,
            disabled,
            'aria-invalid': invalid,
            'aria-describedby': error ? errorId : undefined,
          },
          // TypeScript cannot narrow a generic rest by what was destructured out of it.
          rest as Others<Rest>,
        )}
        {rightSection && (
          <div
            data-position="right"
            data-pointer-events={rightSectionPointerEvents}
            className={classes.section}
          >
            {rightSection}
          </div>
        )}
      </div>
      {error && (
        <p className={classes.error} data-size={size} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export type PlainTextInputProps = FrameProps & Omit<ComponentPropsWithRef<'input'>, 'size'>;

/** A text box. */
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

/** A select of the browser's own. */
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
