// Vendor tiles of the game centres (spec P2.7-2): the vendor's image and logo and, for every game type but RNG, a
// play button that launches the vendor's game; an RNG vendor tile opens the vendor's slot list.
import { useTranslation } from 'react-i18next';
import { media } from '../../../ui/breakpoints';
import styled from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';
import type { VendorLane } from '../rules/lobby-rules';
import { PlayIcon } from './lobby-icons';

type Card = VendorLane['cards'][number];

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.md};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 160 / 60;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
  }
`;

const Action = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 40px;
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

export function VendorTiles({ cards, gameType, onLaunch }: { cards: readonly Card[]; gameType: string; onLaunch: (vassalage: string, gameType: string) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <List>
      {cards.map((card) => (
        <Tile key={card.vassalage} data-testid="vendor-tile">
          <img src={card.logoUrl} alt="" width={160} height={60} loading="lazy" />
          <h2>{card.displayName}</h2>
          {card.underMaintenance ? <p>{t('vendor.maintenance')}</p> : null}
          <Action type="button" onClick={() => onLaunch(card.vassalage, gameType)} aria-label={t(gameType === 'RNG' ? 'vendor.open' : 'vendor.play', { name: card.displayName })}>
            <PlayIcon />
            {t(gameType === 'RNG' ? 'vendor.openShort' : 'tile.play')}
          </Action>
        </Tile>
      ))}
    </List>
  );
}
