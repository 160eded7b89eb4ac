import { directionOf } from '@familytree/shared';
import type { KeyboardEvent } from 'react';
import { memo } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useLifeYears } from '../../tree';
import type { PlacedPerson } from '../logic/chart-geometry';
import { chartColours as c, genderMark } from '../logic/chart-colours';
import { cardLines, cardTextBox } from '../logic/card-text';
import { cardText } from '../logic/chart-geometry';
import { cardLabel, cardPlace, chartInitials, chartName } from '../logic/person-text';
import { useCardMeasures } from './use-card-measures';
import { useChartT } from './use-chart-text';

export interface CardActions {
  onOpen: (placed: PlacedPerson) => void;
  onCentre: (placed: PlacedPerson) => void;
  /** The other family's site for a spouse linked from there (null: this family). */
  otherFamilySite: (familyId: number) => { url: string; name: string } | null;
}

const activate = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    event.stopPropagation();
    run();
  }
};

/**
 * One person on the chart: photo or initials, name, years and a gender mark. The card opens the
 * member dialog (click, Enter); its corner button re-centres the chart on the person. Plain SVG
 * with fixed colours, so the same card is what the SVG and PNG downloads contain.
 */
export const ChartCard = memo(function ChartCard(props: {
  placed: PlacedPerson;
  focused: boolean;
  /** The one card in the tab order (a roving tabindex: components/use-chart-keyboard.ts). */
  active?: boolean;
  actions?: CardActions;
  /**
   * A card of a still drawing (the relation chart): a button of its own in the tab order, with
   * no centre button. Its texts stay outside the button, as on the charts, so that its name is
   * all a screen reader hears (axe's label-content-name-mismatch reads text inside a button).
   */
  onOpen?: () => void;
}) {
  const { placed, focused, active = false, actions, onOpen } = props;
  const { person } = placed;
  const t = useChartT();
  const lifeYears = useLifeYears();
  // Right to left, a text's "start" is its right end: anchored at its end, the name and years
  // still begin beside the photo and stay inside the card (on screen and in the files).
  const leading = directionOf(useLocale()) === 'rtl' ? 'end' : 'start';
  const name = chartName(person);
  const years = lifeYears(person);
  const gender = genderMark(person.gender, t);
  const other = actions?.otherFamilySite(person.familyId) ?? null;
  const measures = useCardMeasures();
  const clipId = `clip-${placed.key.replace(/[^a-z0-9]/gi, '-')}`;
  const where = cardPlace(person);
  const placeText = where ? (where.died ? `† ${where.place}` : where.place) : null;
  const label = cardLabel({
    name,
    years,
    place: where ? t(where.died ? 'diedIn' : 'bornIn', { place: where.place }) : null,
    otherFamily: other ? t('ofFamily', { family: other.name }) : null,
    gender: gender.label,
  });
  const tabIndex = active ? 0 : -1;
  const open = actions ? () => actions.onOpen(placed) : onOpen;
  const interactive = open
    ? {
        role: 'button',
        tabIndex: actions ? tabIndex : 0,
        'aria-label': label,
        onClick: open,
        onKeyDown: activate(open),
        style: { cursor: 'pointer' },
      }
    : {};

  const { x, y, width, height } = placed;
  const photoSize = 44;
  const px = x + 12;
  const py = y + (height - photoSize) / 2;
  const tx = x + cardTextBox.left;
  const lines = cardLines(
    { name, years, place: placeText },
    measures.name,
    measures.detail,
    width,
    height,
  );
  return (
    <g data-person-id={person.personId} data-key={placed.key} className="chart-card">
      <g {...interactive}>
        {/* The whole name (and place) on hover, where the card shortens them. */}
        <title>{lines.shortened ? [name, placeText].filter(Boolean).join(' · ') : name}</title>
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          rx={10}
          fill={c.card}
          stroke={focused ? c.primary : c.border}
          strokeWidth={focused ? 3 : 1}
          strokeDasharray={other ? '6 4' : undefined}
        />
        <rect x={x} y={y + 8} width={5} height={height - 16} rx={2} fill={gender.colour} />
        <clipPath id={clipId}>
          <circle cx={px + photoSize / 2} cy={py + photoSize / 2} r={photoSize / 2} />
        </clipPath>
        <circle
          cx={px + photoSize / 2}
          cy={py + photoSize / 2}
          r={photoSize / 2}
          fill={c.primary}
        />
        {person.photoUrl && (
          <image
            href={person.photoUrl}
            x={px}
            y={py}
            width={photoSize}
            height={photoSize}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#${clipId})`}
          />
        )}
      </g>
      {/* The card's texts, over it and hidden from screen readers: its name says them. */}
      <g aria-hidden pointerEvents="none">
        {!person.photoUrl && (
          <text
            x={px + photoSize / 2}
            y={py + photoSize / 2 + 6}
            textAnchor="middle"
            fontSize={16}
            fontWeight={600}
            fill="#ffffff"
          >
            {chartInitials(person)}
          </text>
        )}
        <text
          className="chart-card-name"
          textAnchor={leading}
          fontSize={cardText.name}
          fontWeight={600}
          fill={c.text}
        >
          {lines.name.map((line, i) => (
            <tspan key={i} x={tx} y={y + line.y}>
              {line.text}
            </tspan>
          ))}
        </text>
        {lines.details.map((line) =>
          line.kind === 'years' ? (
            <text
              key="years"
              x={tx}
              y={y + line.y}
              textAnchor={leading}
              fontSize={cardText.detail}
              fill={c.muted}
            >
              {line.text}
              {line.text ? '  ' : ''}
              <tspan fill={gender.colour} fontWeight={700}>
                {gender.letter}
              </tspan>
            </text>
          ) : (
            <text
              key="place"
              className="chart-card-place"
              x={tx}
              y={y + line.y}
              textAnchor={leading}
              fontSize={cardText.detail}
              fill={c.muted}
            >
              {line.text}
            </text>
          ),
        )}
      </g>
      {actions && (
        <CentreButton
          placed={placed}
          name={name}
          actions={actions}
          tabIndex={tabIndex}
          x={x + width - 24}
          y={y + 4}
        />
      )}
      {other && actions && (
        <a
          href={other.url}
          tabIndex={tabIndex}
          aria-label={t('onOtherSite', { name, family: other.name })}
        >
          <rect
            x={x + width - 24}
            y={y + height - 24}
            width={20}
            height={20}
            rx={4}
            fill={c.background}
          />
          <text
            x={x + width - 14}
            y={y + height - 9}
            textAnchor="middle"
            fontSize={13}
            fill={c.primary}
            aria-hidden
          >
            ↗
          </text>
        </a>
      )}
    </g>
  );
});

function CentreButton(props: {
  placed: PlacedPerson;
  name: string;
  actions: CardActions;
  tabIndex: number;
  x: number;
  y: number;
}) {
  const { placed, name, actions, tabIndex, x, y } = props;
  const t = useChartT();
  return (
    <g
      role="button"
      tabIndex={tabIndex}
      aria-label={t('centreOn', { name })}
      onClick={(event) => {
        event.stopPropagation();
        actions.onCentre(placed);
      }}
      onKeyDown={activate(() => actions.onCentre(placed))}
      style={{ cursor: 'pointer' }}
      className="chart-centre"
    >
      <rect x={x} y={y} width={20} height={20} rx={10} fill={c.background} stroke={c.border} />
      <circle cx={x + 10} cy={y + 10} r={4} fill="none" stroke={c.primary} strokeWidth={2} />
      <path
        d={`M${x + 10} ${y + 2}v4M${x + 10} ${y + 14}v4M${x + 2} ${y + 10}h4M${x + 14} ${y + 10}h4`}
        stroke={c.primary}
        strokeWidth={1.5}
      />
    </g>
  );
}
