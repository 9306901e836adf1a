import amberHillUrl from '../../../assets/art/partners/amber-hill.svg';
import greenwayUrl from '../../../assets/art/partners/greenway.svg';
import kettleCoUrl from '../../../assets/art/partners/kettle-co.svg';
import leaflineUrl from '../../../assets/art/partners/leafline.svg';
import mistvaleUrl from '../../../assets/art/partners/mistvale.svg';
import stonebrookUrl from '../../../assets/art/partners/stonebrook.svg';
import { ArtImage } from '../../../components/ui/art-image';
import { PageSection } from '../../../components/ui/page-section';

const partners = [
  { name: 'Leafline', logo: leaflineUrl },
  { name: 'Stonebrook', logo: stonebrookUrl },
  { name: 'Kettle Co.', logo: kettleCoUrl },
  { name: 'Amber Hill', logo: amberHillUrl },
  { name: 'Greenway', logo: greenwayUrl },
  { name: 'Mistvale', logo: mistvaleUrl },
] as const;

export function Partners() {
  return (
    <PageSection id="partners" eyebrow="In good company" title="Our partners" className="bg-base-100 pt-0!">
      <ul className="grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-6">
        {partners.map((partner) => (
          <li key={partner.name} className="flex justify-center">
            {/* Greyed so the logos sit quietly together; colour returns on hover. */}
            <ArtImage
              src={partner.logo}
              alt={partner.name}
              size={[240, 80]}
              className="h-14 w-auto max-w-40 opacity-70 grayscale transition duration-200 hover:opacity-100 hover:grayscale-0"
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
