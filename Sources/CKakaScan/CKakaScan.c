// Everything is inline in the header, so the Swift reader's calls compile
// into its loops; SwiftPM needs one source file to build the target.
#include "CKakaScan.h"
