// The game grid and its tiles (spec P2.7-2): hot badge when isHot is 1, the tile image (lazy, in the theme's frame), a play button,
// the vendor's display name, the game name and the favourite heart. The theme's tile style draws it as a card (image
// above the names), an overlay (names and buttons on a band over the image's foot) or compact (a small image beside
// the names, in wider columns), with the theme's image aspect ratio.
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { media } from '../../../ui/breakpoints';
import styled, { css, useTheme, type DefaultTheme } from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { Game } from '../api/lobby-api';
import { useFavoriteIds, useToggleFavorite } from '../hooks/use-favorites';
import { badgeRadius } from '../../../ui/badge-shape';
import { tileFrameSize, type TileRatio } from '../../../engine/tile-frame';
import { tileArtUrl } from '../rules/lobby-rules';
import { LazyImage } from './lazy-image';
import { HeartIcon, PlayIcon } from './lobby-icons';


const tileMinimum = (theme: DefaultTheme, compact: boolean) => (theme.components.gameTile.style === 'compact' ? '260px' : compact ? '140px' : '168px');

const Grid = styled.ul<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $compact, theme }) => tileMinimum(theme, $compact)}, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};

  /* Phones: two columns, three on the wider ones, whatever the tile's minimum (docs/phones.md). */
  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.md};
  }
  @media (min-width: 480px) and (max-width: 599.98px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) =>
    theme.components.gameTile.style === 'compact'
      ? css`
          ${media.phone} {
            grid-template-columns: minmax(0, 1fr);
          }
          @media (min-width: 480px) and (max-width: 599.98px) {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `
      : ''}
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Overlay: one grid cell column, the image spanning every row and the band (names, buttons) in the last rows over it.
// Compact: the image in a column of its own beside the names and buttons.
const tileLayouts = {
  card: css``,
  overlay: css`
    display: grid;
    /* One column as wide as the tile: an auto column grew to the longest game name (its nowrap text), so long names
       were not ellipsed and the buttons ran past the tile's edge on a phone. */
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: 1fr auto auto;

    > * {
      grid-column: 1;
    }
    > :first-child {
      grid-row: 1 / -1;
    }
    > :not(:first-child) {
      z-index: 1;
      background: ${({ theme }) => theme.colors.surface};
    }
    > :nth-child(2) {
      grid-row: 2;
    }
    > :nth-child(3) {
      grid-row: 3;
      margin: 0;
      padding: 0 ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.sm};
    }
  `,
  compact: css`
    display: grid;
    grid-template-columns: 96px minmax(0, 1fr);
    grid-template-rows: auto auto;
    align-items: center;

    > :first-child {
      grid-row: 1 / span 2;
      align-self: stretch;
    }
  `,
};

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.low};
  ${({ theme }) => tileLayouts[theme.components.gameTile.style]}
`;

const Media = styled.div`
  position: relative;
`;

const HotBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.xs};
  inset-inline-start: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => badgeRadius(theme)};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
`;

const Names = styled.div`
  flex: 1;
  min-width: 0;

  h2,
  h3 {
    margin: 0;
    overflow: hidden;
    font-size: 0.95rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p {
    margin: 0;
    font-size: 0.8rem;
  }
`;

const PlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 36px;
  margin: 0 ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  svg {
    width: 16px;
    height: 16px;
  }
  ${focusRing}
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.sm};

  > button {
    flex: 1;
    min-width: 0;
    margin: 0;
    white-space: nowrap;
  }
`;

const FunButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

const Heart = styled.button<{ $on: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ $on, theme }) => ($on ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;

  svg {
    width: 20px;
    height: 20px;
  }
  ${focusRing}
`;

/** A tile's name is a heading one level under the section it is in: h2 right under a page's h1, h3 under a home section. */
export type TileHeading = 'h2' | 'h3';

/** What every tile of a grid shares, taken once by the grid: a hook per tile (react-i18next's copies the i18next
 * instance at each mount) was a good part of the home's first render on a phone. */
interface TileShared {
  t: TFunction<'lobby'>;
  toggle: ReturnType<typeof useToggleFavorite>;
  image: { width: number; height: number };
  aspectRatio: TileRatio;
}

function GameTile({ game, onPlay, onPlayFun, favorite, heading: Heading = 'h3', priority = false, shared: { t, toggle, image, aspectRatio } }: { game: Game; onPlay: (game: Game) => void; onPlayFun?: ((game: Game) => void) | undefined; favorite: boolean; heading?: TileHeading; priority?: boolean; shared: TileShared }) {
  const name = game.gameName || game.nodeName;
  return (
    <Tile data-testid="game-tile" data-node-id={game.nodeId}>
      <Media>
        <LazyImage src={tileArtUrl(game.iconUrl, aspectRatio)} alt="" width={image.width} height={image.height} priority={priority} />
        {game.isHot === 1 ? <HotBadge>{t('tile.hot')}</HotBadge> : null}
      </Media>
      <Body>
        <Names>
          <Heading title={name}>{name}</Heading>
          <p>{game.displayName}</p>
        </Names>
        <Heart
          type="button"
          $on={favorite}
          aria-pressed={favorite}
          aria-label={t('tile.favorite', { name })}
          title={t(favorite ? 'tile.removeFavorite' : 'tile.addFavorite')}
          onClick={() => toggle(game, !favorite)}
        >
          <HeartIcon filled={favorite} />
        </Heart>
      </Body>
      {onPlayFun ? (
        <Actions>
          <PlayButton type="button" aria-label={t('tile.playGame', { name })} onClick={() => onPlay(game)}>
            <PlayIcon />
            {t('tile.play')}
          </PlayButton>
          <FunButton type="button" aria-label={t('tile.playFunGame', { name })} title={t('tile.playFunHint')} onClick={() => onPlayFun(game)} data-testid="play-fun">
            {t('tile.playFun')}
          </FunButton>
        </Actions>
      ) : (
        // In Actions too, alone: the overlay style paints its band (the tile's last children) in the surface colour,
        // which on the bare button hid its white label on a white fill (Noir light, lottery tiles).
        <Actions>
          <PlayButton type="button" aria-label={t('tile.playGame', { name })} onClick={() => onPlay(game)}>
            <PlayIcon />
            {t('tile.play')}
          </PlayButton>
        </Actions>
      )}
    </Tile>
  );
}

export interface FunPlay {
  launchFun: ((game: Game) => void) | undefined;
  funOffered: (game: Game) => boolean;
}

/** `leadImages`: how many first tiles fetch their image at high priority (a page whose largest paint is the grid). */
export function GameGrid({ games, onPlay, compact = false, fun, heading = 'h3', leadImages = 0 }: { games: readonly Game[]; onPlay: (game: Game) => void; compact?: boolean; fun?: FunPlay; heading?: TileHeading; leadImages?: number }) {
  const favorites = useFavoriteIds();
  const { t } = useTranslation('lobby');
  const toggle = useToggleFavorite();
  const aspectRatio = useTheme().components.gameTile.aspectRatio;
  const shared = useMemo<TileShared>(() => ({ t, toggle, image: tileFrameSize(aspectRatio), aspectRatio }), [t, toggle, aspectRatio]);
  const funFor = (game: Game) => (fun?.launchFun && fun.funOffered(game) ? fun.launchFun : undefined);
  return (
    <Grid $compact={compact}>
      {games.map((game, index) => (
        <GameTile key={game.nodeId} game={game} onPlay={onPlay} onPlayFun={funFor(game)} favorite={favorites.has(String(game.nodeId))} heading={heading} priority={index < leadImages} shared={shared} />
      ))}
    </Grid>
  );
}

/** The list loader (P7.3-4): placeholder tiles, announced as "Loading games". */
export function GameGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('lobby');
  return (
    <div role="status" data-testid="list-loader">
      <VisuallyHidden>{t('grid.loading')}</VisuallyHidden>
      <Grid $compact={false} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Tile key={index}>
            <LazyImagePlaceholder />
            <Body>
              <Names>
                <h3>&nbsp;</h3>
                <p>&nbsp;</p>
              </Names>
            </Body>
          </Tile>
        ))}
      </Grid>
    </div>
  );
}

const LazyImagePlaceholder = styled.span`
  display: block;
  aspect-ratio: ${({ theme }) => theme.components.gameTile.aspectRatio.replace(':', ' / ')};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
