import { type ApiPricesText, apiOperations, apiPrices, fillTemplate } from '@kyc/content/interface';
import { formatAmount } from '@kyc/formatters';
import { type ApiPricesResponse, operationName } from '../../lib/account/apiKeys';
import type { Locale } from '../../lib/locale';
import './api-price-list.css';

/**
 * The API price list with the prepaid balance, or the word that calls are invoiced, for users
 * who may see prices (the keys page and /products-api).
 *
 * @example <ApiPriceList prices={prices} locale="en" />
 */
export function ApiPriceList({
  prices,
  locale,
  headingLevel = 2,
}: {
  prices: ApiPricesResponse;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const text: ApiPricesText = apiPrices[locale];
  const operations = apiOperations[locale];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const currency = prices.prices[0]?.currency ?? 'CNY';
  return (
    <section className="api-prices" aria-labelledby="api-prices-heading">
      <Heading id="api-prices-heading" className="api-keys__heading">
        {text.heading}
      </Heading>
      <p>{text.intro}</p>
      <p className="api-prices__balance">
        {prices.billing === 'invoice' || prices.balance === null || prices.balance === undefined
          ? text.invoiced
          : fillTemplate(text.balance, {
              balance: formatAmount(prices.balance, { currency, locale }),
            })}
      </p>
      <table className="account-table api-prices__table">
        <caption className="kyc-visually-hidden">{text.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{text.operation}</th>
            <th scope="col">{text.price}</th>
          </tr>
        </thead>
        <tbody>
          {prices.prices.map((row) => (
            <tr key={row.operation}>
              <th scope="row">{operationName(row.operation, operations)}</th>
              <td>
                {row.operation === 'createReport'
                  ? // The call itself is free; the report is paid as on the site (apps/api).
                    text.reportPrice
                  : row.price === 0
                    ? text.free
                    : row.operation === 'watchCompany'
                      ? // Watching is billed per company and month, not per call.
                        fillTemplate(text.perCompanyMonth, {
                          price: formatAmount(row.price, { currency: row.currency, locale }),
                        })
                      : formatAmount(row.price, { currency: row.currency, locale })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
