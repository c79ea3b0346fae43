import { useParams } from 'react-router-dom';
import { CategoryListing } from '../components/CategoryListing';

export default function CrystalsPage() {
  const { category2, category3, category4 } = useParams();
  const slugs = [category2, category3, category4].filter((slug): slug is string => Boolean(slug));
  return <CategoryListing key={slugs.join('/')} main="crystals" slugs={slugs} />;
}
