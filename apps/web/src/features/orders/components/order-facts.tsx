import type { OrderDetail } from '@teatree/shared/schemas/order';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { HiOutlineCheckCircle, HiOutlineCreditCard, HiOutlineTruck } from 'react-icons/hi2';
import { daysText } from '../../../components/money/totals';
import { formatDateTime } from '../../../lib/date-times';
import { formatDate } from '../../../lib/dates';
import { lastEvent, type OrderViewer } from '../utils/order-page';
import {
  HiOutlineClock,
  HiOutlineEnvelope,
  HiOutlineHashtag,
  HiOutlineMapPin,
  HiOutlinePhone,
  HiOutlineUser,
} from './order-icons';
import { Card, CardHeading } from './order-page-card';

/*
 * The side of an order's own page: the customer (for the shop team), the delivery (where, and how: the
 * method the order was placed with), the tracking once shipped, and the payment.
 */

function Detail({ Icon, label, children }: { Icon: IconType; label: string; children: ReactNode }) {
  // dt and dd stay the group's own children, as a description list wants; the icon sits in the dt.
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-medium text-base-content/70">
        <Icon className="absolute top-0.5 left-0 size-5 text-base-content/60" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * How the order goes, as the method was when it was placed (docs/decisions/0033-shipping-and-tax.md):
 * "Standard" over "2–4 days", or "Collect at the shop" over "Collected at the shop".
 */
function DeliveryMethod({ method }: { method: NonNullable<OrderDetail['shippingMethod']> }) {
  const how = [method.collect ? 'Collected at the shop' : null, daysText(method.days)].filter(Boolean).join(' · ');
  return (
    <>
      <span className="font-semibold">{method.name}</span>
      {how && <span className="block text-sm text-base-content/75">{how}</span>}
    </>
  );
}

export function OrderFacts({ order, viewer }: { order: OrderDetail; viewer: OrderViewer }) {
  const refund = lastEvent(order, 'refunded');
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  return (
    <div className="flex flex-col gap-6">
      {viewer.admin && (
        <Card labelledBy="order-customer-heading">
          <CardHeading id="order-customer-heading">Customer</CardHeading>
          <dl className="flex flex-col gap-4">
            <Detail Icon={HiOutlineUser} label="Name">
              {order.user}
            </Detail>
            <Detail Icon={HiOutlineEnvelope} label="E-mail">
              <a href={`mailto:${order.email}`} className="link link-primary break-all">
                {order.email}
              </a>
            </Detail>
          </dl>
        </Card>
      )}

      <Card labelledBy="order-delivery-heading">
        <CardHeading id="order-delivery-heading">Delivery</CardHeading>
        <dl className="flex flex-col gap-4">
          {order.shippingMethod && (
            <Detail Icon={HiOutlineTruck} label="Method">
              <DeliveryMethod method={order.shippingMethod} />
            </Detail>
          )}
          <Detail Icon={HiOutlineMapPin} label="Address">
            <span className="whitespace-pre-line">{order.address}</span>
          </Detail>
          <Detail Icon={HiOutlinePhone} label="Phone">
            {order.phone || <span className="text-base-content/70">None given</span>}
          </Detail>
        </dl>
      </Card>

      {shipped && (order.carrier || order.trackingNumber) && (
        <Card labelledBy="order-tracking-heading">
          <CardHeading id="order-tracking-heading">Tracking</CardHeading>
          <dl className="flex flex-col gap-4">
            {order.carrier && (
              <Detail Icon={HiOutlineTruck} label="Carrier">
                <span className="font-semibold">{order.carrier}</span>
              </Detail>
            )}
            {order.trackingNumber && (
              <Detail Icon={HiOutlineHashtag} label="Tracking number">
                <code className="break-all font-semibold">{order.trackingNumber}</code>
              </Detail>
            )}
          </dl>
        </Card>
      )}

      <Card labelledBy="order-payment-heading">
        <CardHeading id="order-payment-heading">Payment</CardHeading>
        {order.paid ? (
          <dl className="flex flex-col gap-4">
            <Detail Icon={HiOutlineCheckCircle} label="Status">
              {order.status === 'refunded' ? (
                <span className="font-semibold text-[#4e2a6e]">
                  Refunded{refund ? ` on ${formatDate(refund.at)}` : ''}
                </span>
              ) : (
                <span className="font-semibold text-success">Paid</span>
              )}
            </Detail>
            <Detail Icon={HiOutlineClock} label="Paid on">
              {order.paidAt ? <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time> : '—'}
            </Detail>
            <Detail Icon={HiOutlineCreditCard} label="Transaction id">
              <code className="break-all text-sm">{order.transactionId}</code>
            </Detail>
          </dl>
        ) : (
          <p className="text-base-content/75">
            {order.status === 'pending'
              ? 'Not paid yet: pay by card from this page or from My Orders.'
              : 'Nothing was paid for this order.'}
          </p>
        )}
      </Card>
    </div>
  );
}
