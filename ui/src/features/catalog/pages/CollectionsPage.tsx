import { useParams } from 'react-router-dom';
import { CategoryListing } from '../components/CategoryListing';

export default function CollectionsPage() {
  const { category2 } = useParams();
  const slugs = [category2].filter((slug): slug is string => Boolean(slug));
  return <CategoryListing key={slugs.join('/')} main="collections" slugs={slugs} />;
}
