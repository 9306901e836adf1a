import { useNavigation } from 'react-router';

/** Route chunks load on demand; a thin bar tells the visitor the click was heard. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-leaf-100"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[teatree-progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}
