import { formatName, formatPercent } from '@kyc/formatters';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from './_lib/cx';
import {
  curvePath,
  LABEL_SIZE,
  layoutOwnership,
  META_LINE,
  NAME_LINE,
  type OwnershipLayout,
  PAD_X,
  type PlacedEdge,
  type PlacedNode,
} from './_lib/layoutOwnership';
import { type Locale, useResolvedLocale } from './_lib/locale';
import type { OwnershipGraph, OwnershipNode } from './_lib/ownershipGraph';
import { computeBeneficialOwnership } from './computeBeneficialOwnership';

export interface OwnershipMapProps {
  graph: OwnershipGraph;
  /**
   * UBO threshold as a fraction; default 0.25.
   *
   * @default 0.25
   */
  threshold?: number;
  /**
   * Title above the map.
   *
   * @default '股权结构' / 'Equity structure'
   */
  title?: string;
  /**
   * Height of the viewport in px; the drawing keeps its natural size inside it and
   * is panned when larger. Without `interactive`, at most the drawing's height.
   *
   * @default 480
   */
  height?: number;
  /**
   * Zoom, pan and selectable nodes. False draws the same picture with no
   * controls and no focusable nodes, in a viewport that scrolls natively (a finger, the scroll
   * keys once it has focus): for server-rendered pages without React in the browser.
   *
   * @default true
   */
  interactive?: boolean;
  locale?: Locale;
  className?: string;
}

const TEXT = {
  'zh-CN': {
    title: '股权结构',
    help: '拖动或用方向键平移；+ 和 - 键、按钮或 Ctrl + 滚轮缩放，0 复位；Tab 逐个查看节点，回车高亮其持股链。',
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
    subject: '目标企业',
    levels: { direct: '直接母公司', ultimate: '最终母公司', both: '直接及最终母公司' },
    equity: '持股（比例）',
    consolidation: '会计并表，非持股',
    parentOf: (role: string, company: string) => `${company}的${role}`,
  },
  en: {
    title: 'Equity structure',
    help: 'Drag or use the arrow keys to pan; zoom with + and -, the buttons or Ctrl + wheel, 0 resets; Tab through the nodes, Enter highlights the chains.',
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
    subject: 'the subject company',
    levels: {
      direct: 'Direct parent',
      ultimate: 'Ultimate parent',
      both: 'Direct and ultimate parent',
    },
    equity: 'Shareholding (share)',
    consolidation: 'Accounting consolidation, not a shareholding',
    parentOf: (role: string, company: string) => `${role} of ${company}`,
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
/** Movement (px) after which a press on the map is a drag, not a click on a node. */
const DRAG_SLOP = 4;

/**
 * The view at another scale, about the viewport's centre: the layer scales about the drawing's
 * centre (the SVG's origin), so the pan scales with it.
 */
function zoomTo(view: View, scale: number): View {
  const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  const ratio = next / view.scale;
  return { scale: next, x: view.x * ratio, y: view.y * ratio };
}

function zoomBy(view: View, factor: number): View {
  return zoomTo(view, view.scale * factor);
}

/** An edge's key: a shareholding and a consolidation between the same two nodes are two edges. */
const edgeKey = (edge: PlacedEdge) =>
  `${edge.holder}>${edge.company}${edge.consolidation ? '~' : ''}`;

/** Nodes from which `start` is reached along holdings, and nodes reachable from it, stopping at the root. */
function chainEdges(graph: OwnershipLayout, start: string, rootId: string) {
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
      .map(edgeKey),
  );
}

/**
 * Draws a company's equity structure as a layered SVG graph (holders above what they hold) at
 * its natural size: text is never drawn smaller than 12 px at first. A graph wider or taller
 * than the viewport is panned, not shrunk: drag (mouse or finger), arrow keys on the focused
 * map; zoom with the buttons, + and −, Ctrl + wheel or a two-finger pinch; every node is
 * reachable by Tab. Natural persons get their effective ownership through all chains
 * (`computeBeneficialOwnership`); those at or above the threshold (25% by default) are marked
 * as ultimate beneficial owners, and a table below lists them for reading without the picture.
 * With `interactive={false}` the viewport scrolls natively (a finger, the arrow keys).
 * Accounting-consolidation parents (`graph.consolidations`) are drawn dashed, with the parent's
 * role (direct, ultimate) instead of a percentage, explained by a legend and in the parent's
 * name for screen readers; they are never counted as ownership.
 *
 * @param props - {@link OwnershipMapProps}.
 * @example <OwnershipMap graph={graph} threshold={0.25} />
 * @example
 * ```tsx
 * <OwnershipMap
 *   graph={{ ...graph, consolidations: [{ parent: 'group', company: graph.rootId, level: 'direct' }] }}
 * />
 * ```
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
  const result = useMemo(
    () => computeBeneficialOwnership(graph, { threshold }),
    [graph, threshold],
  );
  const byPerson = new Map(result.owners.map((owner) => [owner.id, owner]));
  const meta = (node: OwnershipNode) => {
    const owner = byPerson.get(node.id);
    if (owner) {
      return `${formatPercent(owner.ownership)}${owner.isUltimateBeneficialOwner ? ' · UBO' : ''}`;
    }
    return node.englishName ?? (node.id === graph.rootId ? text.root : text.company);
  };
  const levelText = (levels: readonly string[]) =>
    levels.length > 1 ? text.levels.both : text.levels[levels[0] as 'direct'];
  // biome-ignore lint/correctness/useExhaustiveDependencies: meta and levelText depend on exactly these
  const layout = useMemo(
    () => layoutOwnership(graph, { meta, consolidationLabel: levelText }),
    [graph, result, text],
  );
  const consolidations = layout.edges.filter((edge) => edge.consolidation);
  const [view, setView] = useState<View>(HOME);
  const [selected, setSelected] = useState<string | null>(null);
  const highlighted = useMemo(
    () => (selected ? chainEdges(layout, selected, graph.rootId) : new Set<string>()),
    [layout, selected, graph.rootId],
  );
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ spread: number; view: View } | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !interactive) return;
    // Ctrl + wheel (and a touchpad's pinch, which browsers send as it) zooms; the plain wheel
    // scrolls the page. Wheel events sent by scripts (touch helpers) zoom too.
    const onWheel = (event: WheelEvent) => {
      if (event.isTrusted && !event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const small = event.isTrusted && Math.abs(event.deltaY) < 10;
      const factor = small ? Math.exp(-event.deltaY / 50) : event.deltaY < 0 ? 1.1 : 1 / 1.1;
      setView((current) => zoomBy(current, factor));
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

  const spread = () => {
    const [a, b] = [...fingers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    dragged.current = false;
    if (fingers.current.size >= 2) {
      // A second finger: pinch, no drag.
      drag.current = null;
      pinch.current = { spread: spread(), view };
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (fingers.current.has(event.pointerId)) {
      fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    }
    const zoom = pinch.current;
    if (zoom && fingers.current.size >= 2) {
      const now = spread();
      if (zoom.spread > 0 && now > 0)
        setView(zoomTo(zoom.view, (zoom.view.scale * now) / zoom.spread));
      return;
    }
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved) {
      if (Math.hypot(dx, dy) < DRAG_SLOP) return;
      start.moved = true;
      dragged.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setView({ ...start.view, x: start.view.x + dx, y: start.view.y + dy });
  };
  const endPointer = (event: PointerEvent<HTMLDivElement>) => {
    fingers.current.delete(event.pointerId);
    if (fingers.current.size < 2) pinch.current = null;
    drag.current = null;
  };
  const toggleSelected = (id: string) => {
    // The click that ends a drag selects nothing.
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    setSelected((current) => (current === id ? null : id));
  };
  /** A node reached by Tab is panned into the viewport (which itself never scrolls). */
  const showNode = (node: Element) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.scrollLeft = 0;
    viewport.scrollTop = 0;
    const outer = viewport.getBoundingClientRect();
    const inner = node.getBoundingClientRect();
    const room = 12;
    const shift = (low: number, high: number, min: number, max: number) =>
      low < min + room ? min + room - low : high > max - room ? max - room - high : 0;
    const dx = shift(inner.left, inner.right, outer.left, outer.right);
    const dy = shift(inner.top, inner.bottom, outer.top, outer.bottom);
    if (dx || dy) setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  };

  const fullName = (node: PlacedNode) => formatName(node.name, node.englishName);
  const nodeLabel = (node: PlacedNode) => {
    const owner = byPerson.get(node.id);
    const kind =
      node.id === graph.rootId ? text.root : node.kind === 'person' ? text.person : text.company;
    const parts = [fullName(node), kind];
    if (owner) parts.push(`${text.ownership} ${formatPercent(owner.ownership)}`);
    if (owner?.isUltimateBeneficialOwner) parts.push(text.ubo);
    for (const edge of consolidations)
      if (edge.holder === node.id) {
        const company = layout.nodes.find((other) => other.id === edge.company);
        const name =
          edge.company === graph.rootId ? text.subject : company ? fullName(company) : '';
        parts.push(text.parentOf(levelText(edge.consolidation ?? []), name), text.consolidation);
      }
    return parts.join('，');
  };
  const { width, height: drawingHeight } = layout;
  const rootNode = layout.nodes.find((node) => node.id === graph.rootId);

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
      {consolidations.length > 0 && (
        // How the two kinds of edge are drawn; the same words are in each parent's name.
        <ul className="kyc-ownership__legend">
          {[text.equity, text.consolidation].map((words, index) => (
            <li key={words}>
              <svg width="28" height="8" aria-hidden="true">
                <path
                  d="M1 4 H27"
                  className={index ? 'kyc-ownership__edge--consolidation' : undefined}
                />
              </svg>
              {words}
            </li>
          ))}
        </ul>
      )}
      {layout.nodes.length === 0 ? (
        <p className="kyc-ownership__empty">{text.none}</p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a picture's viewport is not a form fieldset
        <div
          ref={viewportRef}
          className="kyc-ownership__viewport"
          // Without script the viewport scrolls, no taller than the drawing.
          style={
            interactive
              ? // Taller than the viewport: the subject company (at the bottom) shows first.
                { height, ...(drawingHeight > height && { alignItems: 'flex-end' }) }
              : { height: Math.min(height, drawingHeight + 2) }
          }
          role="group"
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the viewport takes the pan and zoom keys (static: the browser's scroll keys)
          tabIndex={0}
          {...(interactive && {
            'aria-describedby': helpId,
            onKeyDown,
            onPointerDown,
            onPointerMove,
            onPointerUp: endPointer,
            onPointerCancel: endPointer,
            // Not a node's implicit touch capture, which moves here as the drag starts.
            onLostPointerCapture: (event: PointerEvent<HTMLDivElement>) => {
              if (event.target === event.currentTarget) endPointer(event);
            },
          })}
        >
          {/* The drawing (and, static, the point the viewport first scrolls to: the subject). */}
          <div className="kyc-ownership__canvas" style={{ width, height: drawingHeight }}>
            <svg
              className="kyc-ownership__svg"
              // Natural size, the origin in the middle: the layer zooms about the drawing's centre.
              width={width}
              height={drawingHeight}
              viewBox={`${-width / 2} ${-drawingHeight / 2} ${width} ${drawingHeight}`}
            >
              <title>{title ?? text.title}</title>
              <defs>
                <marker
                  id={`${titleId}-arrow`}
                  viewBox="0 0 10 10"
                  refX="10"
                  refY="5"
                  markerWidth="6"
                  markerHeight="6"
                  orient="auto-start-reverse"
                >
                  <path d="M0 0 L10 5 L0 10 z" className="kyc-ownership__arrow" />
                </marker>
              </defs>
              <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
                <g transform={`translate(${-width / 2} ${-drawingHeight / 2})`}>
                  {layout.edges.map((edge) => {
                    const key = edgeKey(edge);
                    const { label } = edge;
                    return (
                      <g
                        key={key}
                        className={cx(
                          'kyc-ownership__edge',
                          `kyc-ownership__edge--${edge.kind}`,
                          edge.consolidation && 'kyc-ownership__edge--consolidation',
                          highlighted.has(key) && 'kyc-ownership__edge--active',
                        )}
                      >
                        <path d={curvePath(edge.curve)} markerEnd={`url(#${titleId}-arrow)`} />
                        <rect
                          x={label.x}
                          y={label.y}
                          width={label.width}
                          height={label.height}
                          rx={label.height / 2}
                          className="kyc-ownership__edge-label-bg"
                        />
                        <text
                          x={label.x + label.width / 2}
                          y={label.y + label.height / 2 + LABEL_SIZE * 0.36}
                          textAnchor="middle"
                          className="kyc-ownership__edge-label"
                        >
                          {label.text}
                        </text>
                      </g>
                    );
                  })}
                  {layout.nodes.map((node) => {
                    const owner = byPerson.get(node.id);
                    const isRoot = node.id === graph.rootId;
                    const block = node.lines.length * NAME_LINE + node.meta.length * META_LINE;
                    const top = (node.height - block) / 2;
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
                              onFocus: (event: FocusEvent<SVGGElement>) =>
                                showNode(event.currentTarget),
                              onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
                                if (event.key === 'Enter' || event.key === ' ') {
                                  event.preventDefault();
                                  event.stopPropagation();
                                  dragged.current = false;
                                  toggleSelected(node.id);
                                }
                              },
                            }
                          : // A picture of the node: its label is read, its drawn texts are not read again.
                            { role: 'img' })}
                      >
                        {/* The whole name, kind and ownership as a tooltip and description. */}
                        <title>{nodeLabel(node)}</title>
                        <rect
                          width={node.width}
                          height={node.height}
                          rx={8}
                          className="kyc-ownership__box"
                        />
                        {node.lines.map((line, index) => (
                          <text
                            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one name
                            key={index}
                            x={PAD_X}
                            y={top + 14 + index * NAME_LINE}
                            className="kyc-ownership__name"
                          >
                            {line}
                          </text>
                        ))}
                        {node.meta.map((line, index) => (
                          <text
                            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text
                            key={index}
                            x={PAD_X}
                            y={top + node.lines.length * NAME_LINE + 13 + index * META_LINE}
                            className="kyc-ownership__meta"
                          >
                            {line}
                          </text>
                        ))}
                      </g>
                    );
                  })}
                </g>
              </g>
            </svg>
            {!interactive && rootNode && (
              <span
                className="kyc-ownership__anchor"
                style={{
                  left: rootNode.x + rootNode.width / 2,
                  top: rootNode.y + rootNode.height / 2,
                }}
              />
            )}
          </div>
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
