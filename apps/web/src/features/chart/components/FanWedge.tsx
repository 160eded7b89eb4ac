import type { KeyboardEvent } from 'react';
import { memo } from 'react';
import { useLifeYears } from '../../tree';
import type { PlacedPerson } from '../logic/chart-geometry';
import { genderMark } from '../logic/chart-colours';
import { fanColours, fanFill, type FanColouring } from '../logic/fan-colours';
import { centreName, fitName, slotLabel, type Photo } from '../logic/fan-labels';
import { cardLabel, chartInitials, chartName, cut } from '../logic/person-text';
import type { CardActions } from './ChartCard';
import { useChartT } from './use-chart-text';

const activate = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    event.stopPropagation();
    run();
  }
};

/**
 * One known ancestor on the fan (or the focus on its disc): the filled wedge, photo or initials
 * in the inner rings, the name along the arc or the radius, the life years where there is room.
 * Like a card it is a `.chart-card` with the person's id, and opens the member dialog.
 */
export const FanWedge = memo(function FanWedge(props: {
  placed: PlacedPerson;
  colouring: FanColouring;
  focused: boolean;
  /** Unique to this drawing: the page holds the chart and its print copy, each with its ids. */
  idPrefix: string;
  /** The one wedge in the tab order (a roving tabindex: components/use-chart-keyboard.ts). */
  active?: boolean;
  actions?: Pick<CardActions, 'onOpen' | 'otherFamilySite'>;
}) {
  const { placed, colouring, focused, idPrefix, active = false, actions } = props;
  const { person } = placed;
  const slot = placed.fan!;
  const t = useChartT();
  const lifeYears = useLifeYears();
  const name = chartName(person);
  const years = lifeYears(person);
  const gender = genderMark(person.gender, t);
  const other = actions?.otherFamilySite(person.familyId) ?? null;
  const label = cardLabel({
    name,
    years,
    otherFamily: other ? t('ofFamily', { family: other.name }) : null,
    gender: gender.label,
  });
  const id = `${idPrefix}-${placed.key}`;
  const two = slotLabel(slot.ring, slot.a0, slot.a1);
  const nameLines = two?.mode === 'centre' ? centreName(person, two.name) : [];
  const text = nameLines.length === 1 ? slotLabel(slot.ring, slot.a0, slot.a1, 1) : two;
  const interactive = actions
    ? {
        role: 'button',
        tabIndex: active ? 0 : -1,
        'aria-label': label,
        onClick: () => actions.onOpen(placed),
        onKeyDown: activate(() => actions.onOpen(placed)),
        style: { cursor: 'pointer' },
      }
    : {};

  return (
    <g
      data-person-id={person.personId}
      data-key={placed.key}
      data-generation={slot.generation}
      data-slot={2 ** slot.generation + slot.index}
      className="chart-card"
    >
      <g {...interactive}>
        <title>{name}</title>
        <path
          d={placed.wedge}
          fill={fanFill(colouring, slot.generation, slot.index)}
          stroke={focused ? fanColours.focusRing : fanColours.seam}
          strokeWidth={focused ? 3 : 1.5}
          strokeDasharray={other ? '6 4' : undefined}
          className="fan-wedge"
        />
      </g>
      {/* The texts lie over the wedge, hidden from screen readers: the wedge's name says them
          (axe reads hidden text inside a button as its visible label). */}
      <g aria-hidden pointerEvents="none">
        {text?.mode === 'centre' && (
          <>
            <PhotoCircle photo={text.photo} placed={placed} id={`${id}-photo`} />
            {nameLines.map((line, i) => (
              <FanText key={i} x={0} y={text.name[i]!.y} size={text.name[i]!.fontSize} bold>
                {line}
              </FanText>
            ))}
            {years.length <= text.years.maxChars && (
              <FanText x={0} y={text.years.y} size={text.years.fontSize}>
                {years}
              </FanText>
            )}
          </>
        )}
        {text?.mode === 'arc' && (
          <>
            {text.photo && <PhotoCircle photo={text.photo} placed={placed} id={`${id}-photo`} />}
            <defs>
              <path id={`${id}-name`} d={text.name.path} fill="none" />
              {text.years && <path id={`${id}-years`} d={text.years.path} fill="none" />}
            </defs>
            <FanText size={text.name.fontSize} bold along={`${id}-name`}>
              {fitName(person, text.name.maxChars)}
            </FanText>
            {text.years && years.length <= text.years.maxChars && (
              <FanText size={text.years.fontSize} along={`${id}-years`}>
                {years}
              </FanText>
            )}
          </>
        )}
        {text?.mode === 'radial' && (
          <g
            transform={`translate(${text.x.toFixed(2)} ${text.y.toFixed(2)}) rotate(${text.rotate.toFixed(2)})`}
          >
            <FanText x={0} y={text.name.y} size={text.name.fontSize} bold>
              {fitName(person, text.name.maxChars)}
            </FanText>
            {text.years && years.length <= text.years.maxChars && (
              <FanText x={0} y={text.years.y} size={text.years.fontSize}>
                {years}
              </FanText>
            )}
          </g>
        )}
      </g>
    </g>
  );
});

function FanText(props: {
  x?: number;
  y?: number;
  size: number;
  bold?: boolean;
  /** The id of the arc the text runs along. */
  along?: string;
  children: string;
}) {
  const { x, y, size, bold, along, children } = props;
  if (!children) return null;
  const common = {
    fontSize: Number(size.toFixed(2)),
    fontWeight: bold ? 600 : undefined,
    fill: bold ? fanColours.name : fanColours.years,
    textAnchor: 'middle' as const,
    className: bold ? 'fan-name' : 'fan-years',
  };
  return along ? (
    <text {...common}>
      <textPath href={`#${along}`} startOffset="50%">
        {children}
      </textPath>
    </text>
  ) : (
    <text {...common} x={x} y={y === undefined ? undefined : Number(y.toFixed(2))}>
      {children}
    </text>
  );
}

function PhotoCircle(props: { photo: Photo; placed: PlacedPerson; id: string }) {
  const { photo, placed, id } = props;
  const { cx, cy, r } = photo;
  const url = placed.person.photoUrl;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill={fanColours.photo} />
      <text
        x={cx}
        y={cy + r * 0.36}
        textAnchor="middle"
        fontSize={Math.round(r * 0.8)}
        fontWeight={600}
        fill={fanColours.initials}
      >
        {cut(chartInitials(placed.person), 3)}
      </text>
      {url && (
        <>
          <clipPath id={id}>
            <circle cx={cx} cy={cy} r={r} />
          </clipPath>
          <image
            href={url}
            x={cx - r}
            y={cy - r}
            width={2 * r}
            height={2 * r}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#${id})`}
          />
        </>
      )}
    </>
  );
}
