import { IconDisc } from '../../../components/ui/icon-disc';
import { HiOutlineClock, HiOutlineEnvelope, HiOutlineMapPin } from '../../../components/ui/page-icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { ContactForm } from './contact-form';

const details = [
  { Icon: HiOutlineClock, text: 'We answer every message within one working day.' },
  { Icon: HiOutlineEnvelope, text: 'Wholesale, gifts or a question about brewing: all welcome.' },
  { Icon: HiOutlineMapPin, text: 'Packed by hand in our tea house, shipped to 22+ countries.' },
];

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 py-16 sm:py-24">
      <div className="page-container grid items-start gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div className="flex flex-col gap-8">
          <SectionHeading id="contact-heading" eyebrow="Say hello" title="Contact us" align="start">
            <p>Tell us what you are looking for, and a member of our tea team will write back to you personally.</p>
          </SectionHeading>
          <ul className="flex flex-col gap-4">
            {details.map(({ Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <IconDisc icon={<Icon className="size-5" />} className="size-10 shrink-0 bg-leaf-100 text-primary" />
                <span className="pt-2 text-base-content/80">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="surface p-6 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
