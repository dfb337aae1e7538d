// The footer (spec P2.6-1): offers (promotions, missions, rebate, rewards, VIP, points mall, per flag), game types,
// agent links, customer service, social channels and the vendors of this merchant, in the theme's columns.
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/router-link';
import styled from 'styled-components';
import { CATEGORY_ORDER } from '../../engine/game-categories';
import { sideMenu, topNavigation, type NavEntry } from '../../engine/navigation';
import { localizedText } from '../../lib/localized';
import { focusRing } from '../../ui/focus-ring';
import { useOpenCustomerService } from '../../ui/customer-service-button';
import { NavEntryLink } from './nav-entry-link';
import { useSiteModel } from './use-site-model';

const Footer = styled.footer`
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

// At most the theme's number of columns (layout.footer.columns), fewer when 180 px each no longer fit: phones stack.
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(max(180px, calc((100% - ${({ theme }) => theme.layout.footer.columns - 1} * ${({ theme }) => theme.spacing.xl}) / ${({ theme }) => theme.layout.footer.columns})), 1fr)
  );
  gap: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const FooterLink = styled(NavEntryLink)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

const PlainButton = styled.button`
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

const PlainLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  ${focusRing}
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  ${focusRing}
`;

const Vendors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    font-size: 0.8125rem;
  }
`;

const Legal = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  p {
    margin: ${({ theme }) => theme.spacing.xs} 0;
  }
`;

/** The side menu's offer entries, already filtered by the merchant's flags, in the footer's order. */
const OFFER_IDS = ['promotions', 'missions', 'rebate', 'rewards', 'vip'];
const POINT_MALL: NavEntry = { id: 'pointMall', labelKey: 'nav.pointMall', path: '/pointMall', requiresLogin: true };

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { permission, categories, flags, loggedIn } = useSiteModel();
  const openCustomerService = useOpenCustomerService();

  const offers = [
    ...sideMenu({ categories, flags, loggedIn, hasRecent: false }).filter((item) => OFFER_IDS.includes(item.id)),
    ...(flags.pointMall ? [POINT_MALL] : []),
  ];
  const games = topNavigation(categories).filter((item) => item.category !== undefined);
  const vendors = [...new Set(CATEGORY_ORDER.flatMap((category) => categories[category]))];
  const social = Object.values(permission.resources).filter((resource) => resource.resourceType === 'SOCIAL');

  return (
    <Footer>
      <nav aria-label={t('app.footerNavigation')}>
        <Columns>
          <section>
            <h2>{t('footer.offers')}</h2>
            <ul>
              {offers.map((item) => (
                <li key={item.id}>
                  <FooterLink entry={item} loggedIn={loggedIn} />
                </li>
              ))}
            </ul>
          </section>
          {games.length > 0 ? (
            <section>
              <h2>{t('footer.games')}</h2>
              <ul>
                {games.map((item) => (
                  <li key={item.id}>
                    <FooterLink entry={item} loggedIn={loggedIn} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section>
            <h2>{t('footer.agents')}</h2>
            <ul>
              <li>
                <PlainLink to="/agent">{t('nav.agentLogin')}</PlainLink>
              </li>
              <li>
                <PlainLink to="/agentHome">{t('nav.agentCentre')}</PlainLink>
              </li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.customerService')}</h2>
            <ul>
              {permission.customerService.map((channel) => (
                <li key={channel.csPosition}>
                  <PlainButton type="button" onClick={() => openCustomerService({ csPosition: channel.csPosition })}>
                    {localizedText(channel.title, i18n.language)}
                  </PlainButton>
                </li>
              ))}
              <li>
                <PlainLink to="/help">{t('nav.help')}</PlainLink>
              </li>
              <li>
                <PlainLink to="/announce">{t('nav.announcements')}</PlainLink>
              </li>
              <li>
                <PlainLink to="/down">{t('nav.appDownload')}</PlainLink>
              </li>
            </ul>
          </section>
          {social.length > 0 ? (
            <section>
              <h2>{t('footer.social')}</h2>
              <ul>
                {social.map((resource) => (
                  <li key={resource.url}>
                    <ExternalLink href={resource.url} target="_blank" rel="noopener noreferrer">
                      {resource.labelNameEn}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Columns>
      </nav>
      {vendors.length > 0 ? (
        <section>
          <h2>{t('footer.vendors')}</h2>
          <Vendors>
            {vendors.map((vendor) => (
              <li key={vendor}>{vendor}</li>
            ))}
          </Vendors>
        </section>
      ) : null}
      <Legal>
        <p>{t('footer.responsible')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: permission.merchant.name })}</p>
      </Legal>
    </Footer>
  );
}
