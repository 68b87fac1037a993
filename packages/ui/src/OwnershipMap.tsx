import { formatName, formatPercent } from '@kyc/formatters';
import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from './_lib/cx';
import { layoutOwnership, NODE_HEIGHT, NODE_WIDTH, type PlacedNode } from './_lib/layoutOwnership';
import { type Locale, useResolvedLocale } from './_lib/locale';
import type { OwnershipGraph } from './_lib/ownershipGraph';
import { computeBeneficialOwnership } from './computeBeneficialOwnership';

export interface OwnershipMapProps {
  graph: OwnershipGraph;
  /** UBO threshold as a fraction; default 0.25. */
  threshold?: number;
  /** Title above the map; default '股权结构' / 'Equity structure'. */
  title?: string;
  /** Height of the viewport in px (default 480). */
  height?: number;
  /**
   * Zoom, pan and selectable nodes (default true). False draws the same picture with no
   * controls and no focusable nodes: for server-rendered pages without React in the browser.
   */
  interactive?: boolean;
  locale?: Locale;
  className?: string;
}

const TEXT = {
  'zh-CN': {
    title: '股权结构',
    help: '方向键平移，+ 和 - 缩放，0 复位；Tab 逐个查看节点，回车高亮其持股链。',
    zoomIn: '放大',
    zoomOut: '缩小',
    reset: '复位',
    owners: '自然人有效持股',
    person: '自然人',
    ownership: '有效持股',
    ubo: '最终受益人',
    company: '企业',
    root: '目标企业',
    none: '暂无数据',
    yes: '是',
    no: '否',
    threshold: (value: string) => `受益人阈值：${value}`,
  },
  en: {
    title: 'Equity structure',
    help: 'Arrow keys pan, + and - zoom, 0 resets; Tab through the nodes, Enter highlights the chains.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Reset view',
    owners: 'Effective ownership of natural persons',
    person: 'Person',
    ownership: 'Effective ownership',
    ubo: 'Ultimate beneficial owner',
    company: 'Company',
    root: 'Subject company',
    none: 'No data',
    yes: 'Yes',
    no: 'No',
    threshold: (value: string) => `UBO threshold: ${value}`,
  },
};

interface View {
  scale: number;
  x: number;
  y: number;
}

const HOME: View = { scale: 1, x: 0, y: 0 };
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;
const PAN_STEP = 40;

function zoomBy(view: View, factor: number): View {
  return { ...view, scale: Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor)) };
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Nodes from which `start` is reached along holdings, and nodes reachable from it, stopping at the root. */
function chainEdges(graph: ReturnType<typeof layoutOwnership>, start: string, rootId: string) {
  const down = new Set([start]);
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const id = queue[head] as string;
    if (id === rootId) continue;
    for (const edge of graph.edges) {
      if (edge.holder === id && !down.has(edge.company)) {
        down.add(edge.company);
        queue.push(edge.company);
      }
    }
  }
  return new Set(
    graph.edges
      .filter((edge) => down.has(edge.holder) && down.has(edge.company) && edge.holder !== rootId)
      .map((edge) => `${edge.holder}>${edge.company}`),
  );
}

/**
 * Draws a company's equity structure as a layered SVG graph (holders above what they hold),
 * with zoom and pan (buttons, wheel, drag, keyboard) and every node reachable by Tab. Natural
 * persons get their effective ownership through all chains (`computeBeneficialOwnership`);
 * those at or above the threshold (25% by default) are marked as ultimate beneficial owners,
 * and a table below lists them for reading without the picture.
 *
 * @example <OwnershipMap graph={graph} threshold={0.25} />
 */
export function OwnershipMap({
  graph,
  threshold,
  title,
  height = 480,
  interactive = true,
  locale,
  className,
}: OwnershipMapProps) {
  const language = useResolvedLocale(locale);
  const text = TEXT[language];
  const titleId = useId();
  const helpId = useId();
  const layout = useMemo(() => layoutOwnership(graph), [graph]);
  const result = useMemo(
    () => computeBeneficialOwnership(graph, { threshold }),
    [graph, threshold],
  );
  const byPerson = new Map(result.owners.map((owner) => [owner.id, owner]));
  const [view, setView] = useState<View>(HOME);
  const [selected, setSelected] = useState<string | null>(null);
  const highlighted = useMemo(
    () => (selected ? chainEdges(layout, selected, graph.rootId) : new Set<string>()),
    [layout, selected, graph.rootId],
  );
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !interactive) return;
    // A passive listener could not stop the page from scrolling while zooming.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((current) => zoomBy(current, event.deltaY < 0 ? 1.1 : 1 / 1.1));
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [interactive]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const pan = pans[event.key];
    if (pan) {
      event.preventDefault();
      setView((current) => ({ ...current, x: current.x + pan[0], y: current.y + pan[1] }));
    } else if (event.key === '+' || event.key === '=') {
      setView((current) => zoomBy(current, 1.25));
    } else if (event.key === '-') {
      setView((current) => zoomBy(current, 0.8));
    } else if (event.key === '0') {
      setView(HOME);
    }
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest('.kyc-ownership__node')) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    setView({
      ...start.view,
      x: start.view.x + event.clientX - start.x,
      y: start.view.y + event.clientY - start.y,
    });
  };
  const toggleSelected = (id: string) => setSelected((current) => (current === id ? null : id));
  const endDrag = () => {
    drag.current = null;
  };

  const nodeLabel = (node: PlacedNode) => {
    const owner = byPerson.get(node.id);
    const kind =
      node.id === graph.rootId ? text.root : node.kind === 'person' ? text.person : text.company;
    const parts = [formatName(node.name, node.englishName), kind];
    if (owner) parts.push(`${text.ownership} ${formatPercent(owner.ownership)}`);
    if (owner?.isUltimateBeneficialOwner) parts.push(text.ubo);
    return parts.join('，');
  };
  const position = new Map(layout.nodes.map((node) => [node.id, node]));

  return (
    <section
      className={cx('kyc-ownership', !interactive && 'kyc-ownership--static', className)}
      aria-labelledby={titleId}
    >
      <div className="kyc-ownership__toolbar">
        <h2 id={titleId} className="kyc-ownership__title">
          {title ?? text.title}
        </h2>
        <span className="kyc-ownership__threshold">
          {text.threshold(formatPercent(result.threshold, { decimals: 0 }))}
        </span>
        {interactive && (
          <div className="kyc-ownership__zoom">
            <button
              type="button"
              className="kyc-icon-button"
              aria-label={text.zoomIn}
              onClick={() => setView((v) => zoomBy(v, 1.25))}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button
              type="button"
              className="kyc-icon-button"
              aria-label={text.zoomOut}
              onClick={() => setView((v) => zoomBy(v, 0.8))}
            >
              <span aria-hidden="true">−</span>
            </button>
            <button
              type="button"
              className="kyc-icon-button"
              aria-label={text.reset}
              onClick={() => setView(HOME)}
            >
              <span aria-hidden="true">⟲</span>
            </button>
          </div>
        )}
      </div>
      {interactive && (
        <p id={helpId} className="kyc-ownership__help">
          {text.help}
        </p>
      )}
      {layout.nodes.length === 0 ? (
        <p className="kyc-ownership__empty">{text.none}</p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a picture's viewport is not a form fieldset
        <div
          ref={viewportRef}
          className="kyc-ownership__viewport"
          style={{ height }}
          role="group"
          aria-labelledby={titleId}
          {...(interactive && {
            'aria-describedby': helpId,
            // The viewport takes the pan and zoom keys.
            tabIndex: 0,
            onKeyDown,
          })}
        >
          <svg
            className="kyc-ownership__svg"
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            preserveAspectRatio="xMidYMid meet"
            {...(interactive && {
              onPointerDown,
              onPointerMove,
              onPointerUp: endDrag,
              onPointerCancel: endDrag,
            })}
          >
            <title>{title ?? text.title}</title>
            <defs>
              <marker
                id={`${titleId}-arrow`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0 0 L10 5 L0 10 z" className="kyc-ownership__arrow" />
              </marker>
            </defs>
            <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
              {layout.edges.map((edge) => {
                const from = position.get(edge.holder);
                const to = position.get(edge.company);
                if (!from || !to) return null;
                const x1 = from.x + NODE_WIDTH / 2;
                const y1 = from.y + NODE_HEIGHT;
                const x2 = to.x + NODE_WIDTH / 2;
                const y2 = to.y;
                // Edges that do not point down (cycles, same layer) bend out to the side.
                const bend = y2 > y1 ? 0 : NODE_WIDTH * 0.75;
                const cx1 = (x1 + x2) / 2 + bend;
                const cy1 = (y1 + y2) / 2;
                const key = `${edge.holder}>${edge.company}`;
                return (
                  <g
                    key={key}
                    className={cx(
                      'kyc-ownership__edge',
                      highlighted.has(key) && 'kyc-ownership__edge--active',
                    )}
                  >
                    <path
                      d={`M${x1} ${y1} Q${cx1} ${cy1} ${x2} ${y2}`}
                      markerEnd={`url(#${titleId}-arrow)`}
                    />
                    <rect
                      x={cx1 - 28}
                      y={cy1 - 11}
                      width={56}
                      height={22}
                      rx={4}
                      className="kyc-ownership__edge-label-bg"
                    />
                    <text
                      x={cx1}
                      y={cy1 + 4}
                      textAnchor="middle"
                      className="kyc-ownership__edge-label"
                    >
                      {formatPercent(edge.share)}
                    </text>
                  </g>
                );
              })}
              {layout.nodes.map((node) => {
                const owner = byPerson.get(node.id);
                const isRoot = node.id === graph.rootId;
                return (
                  <g
                    key={node.id}
                    className={cx(
                      'kyc-ownership__node',
                      `kyc-ownership__node--${node.kind}`,
                      isRoot && 'kyc-ownership__node--root',
                      owner?.isUltimateBeneficialOwner && 'kyc-ownership__node--ubo',
                      selected === node.id && 'kyc-ownership__node--selected',
                    )}
                    transform={`translate(${node.x} ${node.y})`}
                    aria-label={nodeLabel(node)}
                    {...(interactive
                      ? {
                          role: 'button',
                          tabIndex: 0,
                          'aria-pressed': selected === node.id,
                          onClick: () => toggleSelected(node.id),
                          onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
                            if (event.key === 'Enter' || event.key === ' ') {
                              event.preventDefault();
                              event.stopPropagation();
                              toggleSelected(node.id);
                            }
                          },
                        }
                      : // A picture of the node: its label is read, its drawn texts are not read again.
                        { role: 'img' })}
                  >
                    <rect
                      width={NODE_WIDTH}
                      height={NODE_HEIGHT}
                      rx={8}
                      className="kyc-ownership__box"
                    />
                    <text x={12} y={24} className="kyc-ownership__name">
                      {shorten(node.name, 13)}
                    </text>
                    <text x={12} y={44} className="kyc-ownership__meta">
                      {owner
                        ? `${formatPercent(owner.ownership)}${owner.isUltimateBeneficialOwner ? ' · UBO' : ''}`
                        : shorten(node.englishName ?? (isRoot ? text.root : text.company), 22)}
                    </text>
                  </g>
                );
              })}
            </g>
          </svg>
        </div>
      )}
      <table className="kyc-ownership__table">
        <caption>{text.owners}</caption>
        <thead>
          <tr>
            <th scope="col">{text.person}</th>
            <th scope="col">{text.ownership}</th>
            <th scope="col">{text.ubo}</th>
          </tr>
        </thead>
        <tbody>
          {result.owners.length === 0 ? (
            <tr>
              <td colSpan={3} className="kyc-table__empty">
                {text.none}
              </td>
            </tr>
          ) : (
            result.owners.map((owner) => (
              <tr key={owner.id}>
                <td>{formatName(owner.name, owner.englishName)}</td>
                <td>{formatPercent(owner.ownership)}</td>
                <td>{owner.isUltimateBeneficialOwner ? text.yes : text.no}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
