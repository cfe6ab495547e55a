// Anchor translation unit for the reeve_resources library; the rules JSON
// files and icons are compiled in by qt_add_resources (see CMakeLists.txt).
namespace Reeve {
int resourcesAnchor()
{
    return 0;
}
} // namespace Reeve
