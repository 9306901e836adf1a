import { TEA_PAGE_PHOTO_SIZES } from '@teatree/shared/media';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oneTinTea } from '../../../testing/tea-fixture';
import { ProductDetails } from '../components/product-page';
import { TeaGallery } from '../components/tea-gallery';

const PHOTOS = ['/media/tin/1200.webp', '/media/leaves/1200.webp', '/media/cup/1200.webp'];

function showGallery(photos = PHOTOS) {
  render(
    <TeaGallery
      name="Spring Sencha"
      photos={photos}
      sizes={TEA_PAGE_PHOTO_SIZES}
      width={800}
      height={600}
      eager
      className="size-full object-cover"
    />,
  );
}

const gallery = () => screen.getByRole('region', { name: 'Photos of Spring Sencha' });
const largeButton = () => screen.getByRole('button', { name: /^Enlarge photo/ });
/** The large photo: the picture in the button that opens the larger view. */
const large = () => largeButton().querySelector('img')!;
const thumb = (n: number, of = 3) => screen.getByRole('button', { name: `Photo ${n} of ${of}` });
const liveText = () => gallery().querySelector('[aria-live="polite"]');

function expectShown(n: number, of = 3) {
  expect(large()).toHaveAttribute('src', `/media/${['tin', 'leaves', 'cup'][n - 1]}/400.webp`);
  expect(largeButton()).toHaveAccessibleName(`Enlarge photo ${n} of ${of}`);
  for (let at = 1; at <= of; at++) {
    if (at === n) expect(thumb(at, of)).toHaveAttribute('aria-current', 'true');
    else expect(thumb(at, of)).not.toHaveAttribute('aria-current');
  }
  expect(liveText()).toHaveTextContent(`Photo ${n} of ${of}`);
}

describe("a tea's photos on its page", () => {
  it('with one photo, shows it as the page always did: no carousel, loaded with the page', () => {
    render(
      <MemoryRouter>
        <ProductDetails product={oneTinTea(5, { photos: ['/media/tin/1200.webp'] })} rating={null} actions={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: /^Photos of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /photo/i })).not.toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Spring Sencha' });
    const photos = article.querySelectorAll('img');
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    expect(photo).toHaveAttribute('src', '/media/tin/400.webp');
    expect(photo).toHaveAttribute('srcset', '/media/tin/400.webp 400w, /media/tin/1200.webp 1200w');
    expect(photo).toHaveAttribute('sizes', TEA_PAGE_PHOTO_SIZES);
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '600');
    expect(photo).toHaveClass('size-full', 'object-cover');
    expect(photo?.parentElement).toHaveClass('aspect-[4/3]', 'bg-leaf-50');
  });

  it("shows a tea's several photos from the page, and its photo alone when the answer has no list", () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProductDetails product={oneTinTea(5, { photos: PHOTOS })} rating={null} actions={null} />
      </MemoryRouter>,
    );
    expect(within(gallery()).getAllByRole('button', { name: /^Photo \d of 3$/ })).toHaveLength(3);
    unmount();
    render(
      <MemoryRouter>
        <ProductDetails product={oneTinTea(5)} rating={null} actions={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: /^Photos of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/media/sencha.webp');
  });

  it('is a carousel of the large photo, loaded with the page as before, and a thumbnail for each', () => {
    showGallery();
    expect(gallery().tagName).toBe('SECTION');
    expect(gallery()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(large()).toHaveAttribute('loading', 'eager');
    expect(large()).toHaveAttribute('sizes', TEA_PAGE_PHOTO_SIZES);
    expect(large()).toHaveAttribute('srcset', '/media/tin/400.webp 400w, /media/tin/1200.webp 1200w');
    expect(large()).toHaveAttribute('width', '800');
    expect(large()).toHaveAttribute('height', '600');
    expect(large()).toHaveClass('size-full', 'object-cover');
    expect(liveText()).toHaveClass('sr-only');
    expectShown(1);
    // The thumbnails are small pictures that wait for their turn; only the shown photo is drawn large.
    for (const n of [1, 2, 3]) {
      const picture = thumb(n).querySelector('img');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('sizes', '64px');
    }
    expect(largeButton().querySelectorAll('img')).toHaveLength(1);
  });

  it('moves with Next and Previous, round from the last to the first, and to the thumbnail chosen', async () => {
    const user = userEvent.setup();
    showGallery();
    const next = within(gallery()).getAllByRole('button', { name: 'Next photo' })[0]!;
    const previous = within(gallery()).getAllByRole('button', { name: 'Previous photo' })[0]!;

    await user.click(next);
    expectShown(2);
    // Another photo than the first loads when it is shown, not with the page.
    expect(large()).toHaveAttribute('loading', 'lazy');
    await user.click(next);
    expectShown(3);
    await user.click(next);
    expectShown(1);
    await user.click(previous);
    expectShown(3);
    await user.click(thumb(2));
    expectShown(2);
  });

  it('moves with the arrow keys, Home and End anywhere in the gallery, the focus staying on the thumbnail shown', async () => {
    const user = userEvent.setup();
    showGallery();
    thumb(1).focus();

    await user.keyboard('{ArrowRight}');
    expectShown(2);
    expect(thumb(2)).toHaveFocus();
    await user.keyboard('{End}');
    expectShown(3);
    expect(thumb(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expectShown(1);
    await user.keyboard('{ArrowLeft}');
    expectShown(3);
    await user.keyboard('{Home}');
    expectShown(1);

    // From the large photo too, which keeps the focus.
    largeButton().focus();
    await user.keyboard('{ArrowLeft}');
    expectShown(3);
    expect(largeButton()).toHaveFocus();
  });

  it('moves with a sideways swipe on the large photo, not with a short or an upward one', () => {
    showGallery();
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(largeButton(), { pointerId: 1, isPrimary: true, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(largeButton(), { pointerId: 1, isPrimary: true, clientX: to[0], clientY: to[1] });
    };

    swipe([300, 200], [200, 210]);
    expectShown(2);
    swipe([200, 200], [300, 190]);
    expectShown(1);
    swipe([200, 200], [170, 200]);
    expectShown(1);
    swipe([200, 300], [150, 100]);
    expectShown(1);
    swipe([100, 200], [200, 200]);
    expectShown(3);
  });

  it('opens the shown photo larger, moves there too, and Escape closes it with the focus back on the large photo', async () => {
    const user = userEvent.setup();
    showGallery();
    await user.click(thumb(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(largeButton());
    const dialog = screen.getByRole('dialog', { name: 'Spring Sencha' });
    const larger = () => dialog.querySelector('img');
    expect(larger()).toHaveAttribute('srcset', '/media/leaves/400.webp 400w, /media/leaves/1200.webp 1200w');
    expect(dialog).toHaveTextContent('Photo 2 of 3');

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(larger()).toHaveAttribute('src', '/media/cup/400.webp');
    expect(dialog).toHaveTextContent('Photo 3 of 3');
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(larger()).toHaveAttribute('src', '/media/tin/400.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(larger()).toHaveAttribute('src', '/media/cup/400.webp');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(largeButton()).toHaveFocus();
    // The page shows the photo the larger view was left on.
    expectShown(3);
  });

  it('closes the larger view with Close, the focus back on the large photo', async () => {
    const user = userEvent.setup();
    showGallery();
    await user.click(largeButton());
    const dialog = screen.getByRole('dialog', { name: 'Spring Sencha' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(largeButton()).toHaveFocus();
  });

  it('opens the larger view with Enter on the large photo', async () => {
    const user = userEvent.setup();
    showGallery();
    largeButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Spring Sencha' })).toBeInTheDocument();
  });
});
